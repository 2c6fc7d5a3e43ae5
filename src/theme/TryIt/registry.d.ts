/** The module plugins/try-it writes: each try-it block's key, with a loader of its sample modules. */
declare module '@try-it/registry' {
  const registry: Record<string, () => Promise<object[]>>;
  export default registry;
}
