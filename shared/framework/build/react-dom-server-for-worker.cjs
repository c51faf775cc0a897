'use strict';
// `react-dom/server` as the worker bundle sees it (wrangler.toml [alias]; the tests use the
// package itself). The package's workerd entry (server.edge.js) also requires the legacy browser
// renderer for renderToString and renderToStaticMarkup: 270 KB the worker never calls, but which
// every new isolate parsed and evaluated (docs/decisions/022-worker-bundle.md). This is the same
// entry without it: renderToReadableStream is the very function server.edge.js hands on.
// The package's exports map hides cjs/, hence the paths. NODE_ENV is replaced by wrangler, so
// only one of the two builds is bundled, as in the package's own entry.
var edge =
  process.env.NODE_ENV === 'production'
    ? require('../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');

exports.version = edge.version;
exports.renderToReadableStream = edge.renderToReadableStream;
exports.resume = edge.resume;

function leftOut(name) {
  return () => {
    throw new Error(`react-dom/server ${name} is left out of the worker bundle (shared/framework/build/react-dom-server-for-worker.cjs)`);
  };
}
exports.renderToString = leftOut('renderToString');
exports.renderToStaticMarkup = leftOut('renderToStaticMarkup');
