/**
 * @fastify/cookie loads the ESM-only `cookie` package, and ordering the ESM-only `@hyunbinseo/holidays-kr`, with a
 * dynamic import(), which Jest's CommonJS sandbox refuses without --experimental-vm-modules. For Jest only (the
 * `esmOnly` list in jest.config.js), this compiles those packages to CommonJS (import() becomes require()); Node
 * itself runs them unchanged in production.
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: outputText };
  },
};
