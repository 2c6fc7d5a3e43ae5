/**
 * The one tslib helper `@docusaurus/utils-common` calls in the browser (its CommonJS build's
 * `tslib_1.__importDefault`), written as tslib writes it. See ./index.ts for why.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
