// The worked adapter (docs/tools/example_adapter.js) over the fake engine, as a program
// that speaks the adapter protocol: tests/test_conformance_js.py runs real vectors
// through it with the kit's own runner.
//
//   node tests/js/serve_fake.js [pairs | one-by-one] [asks-forced] [asks-play]

'use strict';

const {TempersAdapter, serve} = require('../../docs/tools/example_adapter.js');
const {fakeTempers} = require('./fake_tempers.js');

const [style = 'pairs', ...more] = process.argv.slice(2);
const asksForced = more.includes('asks-forced');
const asksPlay = more.includes('asks-play');
serve(new TempersAdapter(fakeTempers({style, asksForced, asksPlay})));
