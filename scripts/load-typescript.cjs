// Lets plain node require the server's TypeScript sources: each file is transpiled on its own
// (as ts-jest's isolatedModules does for the contract tests), decorator metadata included.
// Used by scripts/api-types.mjs to build the OpenAPI document without compiling the server.
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  inlineSourceMap: true,
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
