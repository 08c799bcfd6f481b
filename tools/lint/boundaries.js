// The folder boundaries of the repository, as zones of import-x/no-restricted-paths. Every import is
// resolved first (relative paths, `@converge/<package>` through the workspace links, and web/'s `@/`
// alias through web/tsconfig.json), so a rule names folders, not spellings of an import:
//   services/<s>/**        imports its own service and libs/* only (never another service, the gateway or web)
//   libs/**                imports no service, gateway or web code; libs/contracts not even libs/platform or libs/moderation
//                          (it is shared with the web app)
//   gateway/src/**         imports no service (it talks to them over NATS) and no web code
//   gateway/test/**        imports a service only through its package entry (`@converge/<s>`), never its files
//   web/**                 imports no server code (services, gateway, libs/platform, libs/moderation; libs/contracts is fine)
//   web/src/features/<f>/  imports no other feature: what two features share lives in a shared layer
//   web/src/{components,lib,stores,device}/  the shared layers import no feature and not the app shell
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

export const services = folders('services');
export const features = folders('web/src/features');
const sharedWebLayers = ['components', 'lib', 'stores', 'device'].map((l) => `web/src/${l}`);

export const zones = [
  ...services.map((s) => ({
    target: `services/${s}`,
    from: [...services.filter((o) => o !== s).map((o) => `services/${o}`), 'gateway', 'web'],
    message: `A service imports only its own code and libs/* (services/${s} may not import another service, the gateway or web).`,
  })),
  { target: 'libs', from: ['services', 'gateway', 'web'], message: 'libs import no service, gateway or web code.' },
  { target: 'libs/contracts', from: ['libs/platform', 'libs/moderation'], message: 'libs/contracts is shared with the web app: it imports no server code.' },
  { target: 'gateway/src', from: 'services', message: 'The gateway talks to services over NATS only: import their contracts from @converge/contracts.' },
  { target: 'gateway', from: 'web', message: 'The gateway imports no web code.' },
  ...services.map((s) => ({
    target: 'gateway/test',
    from: `services/${s}`,
    except: ['./src/index.ts', './dist/index.js'],
    message: `Gateway tests import a service by its package name only (@converge/${s}), not its files.`,
  })),
  { target: 'web', from: ['services', 'gateway', 'libs/platform', 'libs/moderation'], message: 'The web app imports no server code (only @converge/contracts).' },
  ...features.map((f) => ({
    target: `web/src/features/${f}`,
    from: 'web/src/features',
    except: [`./${f}`],
    message: `Web features import no other feature (features/${f}): move what both need to web/src/components, web/src/lib or web/src/stores.`,
  })),
  {
    target: sharedWebLayers,
    from: ['web/src/features', 'web/src/app'],
    message: 'The shared web layers (components, lib, stores, device) import no feature and not the app shell.',
  },
];
