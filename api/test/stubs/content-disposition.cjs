// Jest-only stand-in for content-disposition 3 (ESM-only, required by @fastify/static for downloads, which the
// API never serves). Node 20.19+ loads the real module in production through require(esm); Jest cannot.
function contentDisposition(filename, options) {
  const type = (options && options.type) || 'attachment';
  return filename ? `${type}; filename="${String(filename).replace(/["\\]/g, '')}"` : type;
}
module.exports = contentDisposition;
module.exports.default = contentDisposition;
module.exports.contentDisposition = contentDisposition;
module.exports.create = contentDisposition;
module.exports.parse = (header) => ({ type: String(header).split(';')[0], parameters: {} });
