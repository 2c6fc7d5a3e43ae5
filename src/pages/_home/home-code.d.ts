// The home page's code blocks, highlighted at build time by plugins/first-example.ts.
declare module '@generated/first-example/default/home-code.json' {
  const homeCode: import('../../../plugins/first-example').HomeCode;
  export default homeCode;
}
