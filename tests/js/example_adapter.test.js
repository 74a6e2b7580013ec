// The worked foreign adapter (docs/tools/example_adapter.js) against a fake of its made-up
// engine (fake_tempers.js): each translation the docs describe, fed the steps of real
// exported vectors. Run by tests/test_conformance_js.py, which exports the vectors and
// names their folder in MOODSWINGS_VECTORS:
//
//   MOODSWINGS_VECTORS=vectors node --test tests/js/example_adapter.test.js

'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const {TempersAdapter} = require('../../docs/tools/example_adapter.js');
const {fakeTempers} = require('./fake_tempers.js');

const VECTORS = process.env.MOODSWINGS_VECTORS;
if (!VECTORS) {
  throw new Error(
    'MOODSWINGS_VECTORS names no folder: run tests/test_conformance_js.py, which exports the vectors',
  );
}

function vector(id) {
  const file = path.join(VECTORS, `${id.split(':')[0]}.json`);
  const found = JSON.parse(fs.readFileSync(file, 'utf8')).vectors.find((v) => v.id === id);
  assert.ok(found, `no vector ${id} in ${file}`);
  return found;
}

// An adapter over a fake engine in this style, with the vector loaded.
function start(id, style = {}) {
  const tempers = fakeTempers(style);
  const adapter = new TempersAdapter(tempers);
  const send = (request) => adapter.handle(JSON.stringify(request));
  const v = vector(id);
  assert.deepEqual(send({op: 'load', position: v.position}), {ok: true});
  const actions = v.steps.filter((s) => 'op' in s && !s.expect);
  const refusals = v.steps.filter((s) => 'op' in s && s.expect);
  const replies = () => tempers.calls.filter((c) => c[0] === 'reply').map((c) => c[2]);
  const observe = () => {
    const o = send({op: 'observe'});
    assert.equal(o.ok, true, JSON.stringify(o));
    return o;
  };
  const idOf = (face) =>
    Number(Object.keys(v.position.state.cards).find((k) => v.position.state.cards[k].face === face));
  return {tempers, adapter, send, v, actions, refusals, replies, observe, idOf};
}

const ONE_PROMPT = {style: 'pairs'};
const OWN_ORDER = {style: 'one-by-one', asksForced: true}; // asks even what has one legal answer
const OWN_ORDER_SKIPS = {style: 'one-by-one', asksForced: false};

test('hello: traditional and duels, 2 to 4 players, chance but not setup, knowledge or the log', () => {
  const {send} = start('cards/anxiety:14');
  const hello = send({op: 'hello'});
  assert.deepEqual(hello.formats, ['traditional', 'structure-duel', 'power-duel']);
  assert.deepEqual(hello.players, {min: 2, max: 4});
  assert.deepEqual(hello.capabilities, ['chance']);
  assert.equal(hello.protocol, 'moodswings-conformance/2');
});

test("load: the position becomes Tempers' own state, seats by number and cards by title", () => {
  const {tempers, idOf} = start('cards/anxiety:63');
  const [, setup] = tempers.calls.find((c) => c[0] === 'newGame');
  assert.equal(setup.mode, 'classic');
  assert.equal(setup.titles[idOf('pacifism')], 'Pacifism');
  assert.deepEqual(setup.hands, [[idOf('anxiety')], [], []]);
  assert.deepEqual(setup.decks, [[]]);
  assert.deepEqual(setup.round, {number: 1, first: 0, turn: 0, plays: []});
  const [charity] = setup.moods[1]; // Bob's, suppressed by Carol's Pacifism while it stays
  assert.equal(charity.card, idOf('charity'));
  assert.equal(charity.by, 1);
  assert.deepEqual(charity.muted, [{by: idOf('pacifism'), entered: 2, roundEnd: false, round: 0}]);
});

test("load: a duel's piles are each player's, by seat", () => {
  const {tempers, v, observe} = start('formats/duel-play:25');
  const [, setup] = tempers.calls.find((c) => c[0] === 'newGame');
  const s = v.position.state;
  assert.equal(setup.mode, 'duel');
  assert.deepEqual(setup.decks, [s.decks.Alice, s.decks.Bob]);
  assert.deepEqual(setup.discards, [s.discards.Alice, s.discards.Bob]);
  const o = observe(); // and back, keyed by player
  assert.deepEqual(o.decks, s.decks);
  assert.deepEqual(o.discards, s.discards);
});

test('load: what Tempers cannot hold is refused, naming it, and not loaded', () => {
  const tempers = fakeTempers();
  const adapter = new TempersAdapter(tempers);
  const position = structuredClone(vector('cards/anxiety:20').position);
  position.state.moods.Bob[0].held = [9, 1, 'Alice', 'Bob'];
  const reply = adapter.handle(JSON.stringify({op: 'load', position}));
  assert.equal(reply.ok, false);
  assert.equal(reply.error.code, 'not-implemented');
  assert.match(reply.error.message, /held/);
  assert.equal(tempers.calls.length, 0);
});

test("a whole choice in ONE prompt: players and a mood of each, the reference's `taken` included", () => {
  const {send, actions, replies, observe, idOf} = start('cards/anxiety:27', ONE_PROMPT);
  // choice [Bob, Carol, Joy], taken [Charity]: Bob's only odd mood, which Tempers asks for too
  for (const step of actions) assert.deepEqual(send(step), {ok: true});
  assert.deepEqual(replies(), [
    [
      {seat: 1, card: idOf('charity')},
      {seat: 2, card: idOf('joy')},
    ],
  ]);
  const o = observe();
  assert.deepEqual(o.hands.Bob, [idOf('charity')]);
  assert.deepEqual(o.hands.Carol, [idOf('joy')]);
});

test('the same choice asked in another order: a player, their mood, the next player, their mood', () => {
  const {send, actions, replies, idOf} = start('cards/anxiety:27', OWN_ORDER);
  for (const step of actions) assert.deepEqual(send(step), {ok: true});
  assert.deepEqual(replies(), [[1], [idOf('charity')], [2], [idOf('joy')]]);
});

test('where Tempers never asks (one legal answer), the adapter answers nothing for it', () => {
  const {send, actions, replies, observe, idOf} = start('cards/anxiety:27', OWN_ORDER_SKIPS);
  for (const step of actions) assert.deepEqual(send(step), {ok: true});
  assert.deepEqual(replies(), [[1], [2], [idOf('joy')]]); // Bob's only odd mood is not asked
  assert.deepEqual(observe().hands.Bob, [idOf('charity')]);
});

test('the first seat is a player like any other: Alice chooses herself, her only odd mood taken', () => {
  for (const [style, expected] of [
    [ONE_PROMPT, [[{seat: 0, card: 2}]]],
    [OWN_ORDER, [[0], [2], []]],
    [OWN_ORDER_SKIPS, [[0], []]],
  ]) {
    const {send, actions, replies, observe, idOf} = start('cards/anxiety:47', style);
    assert.equal(idOf('charity'), 2);
    for (const step of actions) assert.deepEqual(send(step), {ok: true});
    assert.deepEqual(replies(), expected, style.style);
    assert.deepEqual(observe().hands.Alice, [idOf('charity')]);
  }
});

test('choosing nothing is one empty answer, in either style', () => {
  for (const style of [ONE_PROMPT, OWN_ORDER]) {
    const {send, actions, replies} = start('cards/anxiety:14', style);
    for (const step of actions) assert.deepEqual(send(step), {ok: true});
    assert.deepEqual(replies(), [[]]);
  }
});

test('a partial choice is held until the rest arrives; meanwhile observe shows what is left', () => {
  const {send, actions, replies, observe, idOf} = start('cards/anxiety:56', ONE_PROMPT);
  const [play, partial] = actions;
  assert.equal(partial.partial, true);
  assert.deepEqual(send(play), {ok: true});
  assert.deepEqual(send(partial), {ok: true}); // [Bob]: the one prompt wants his mood too
  assert.deepEqual(replies(), []);
  const before = observe();
  assert.deepEqual(before.pending, {
    player: 'Alice',
    asks: {card: idOf('anxiety')},
    kind: 'moods',
    numbers: null,
    min: 1,
    max: 1,
    options: [
      {card: idOf('joy'), owner: 'Bob'},
      {card: idOf('charity'), owner: 'Bob'},
    ],
  });
  // The runner's probe, that Hate (worth 0) cannot be chosen: refused, and still held.
  const probe = send({
    op: 'choose',
    player: 'Alice',
    asks: partial.asks,
    choice: [{card: idOf('hate')}],
  });
  assert.equal(probe.ok, false);
  assert.deepEqual(probe.error.code, 'illegal');
  assert.equal(probe.error.rule, 'anxiety.text');
  assert.deepEqual(observe(), before);
  // The rest of the choice.
  assert.deepEqual(send({...partial, partial: false, choice: [{card: idOf('joy')}]}), {ok: true});
  assert.deepEqual(replies(), [[{seat: 1, card: idOf('joy')}]]);
  assert.deepEqual(observe().hands.Bob, [idOf('joy')]);
});

test('a partial choice in the other order: the players part is answered at once', () => {
  const {send, actions, replies, observe, idOf} = start('cards/anxiety:56', OWN_ORDER);
  for (const step of actions) assert.deepEqual(send(step), {ok: true});
  assert.deepEqual(replies(), [[1]]);
  const {pending} = observe();
  assert.equal(pending.kind, 'moods');
  assert.deepEqual(
    pending.options.map((o) => o.card),
    [idOf('joy'), idOf('charity')],
  );
});

test("a choice the rules forbid is refused naming the card's text, and changes nothing", () => {
  for (const style of [ONE_PROMPT, OWN_ORDER]) {
    const {send, actions, refusals, observe, tempers} = start('cards/anxiety:37', style);
    for (const step of actions) assert.deepEqual(send(step), {ok: true});
    const before = observe();
    const [choose] = refusals; // Alice, Bob and Carol: one too many
    const {expect, ...request} = choose;
    const reply = send(request);
    assert.equal(reply.ok, false, style.style);
    assert.deepEqual([reply.error.code, reply.error.rule], ['illegal', expect.refused]);
    assert.deepEqual(observe(), before, style.style);
    assert.ok(tempers.calls.some((c) => c[0] === 'restore'));
  }
});

test("Tempers' error codes become the rules' source ids", () => {
  const {send, idOf} = start('cards/anxiety:20');
  const rule = (request) => send(request).error.rule;
  assert.equal(rule({op: 'play', player: 'Bob', card: idOf('charity')}), 'rules.round-structure.1');
  assert.equal(rule({op: 'play', player: 'Alice', card: idOf('charity')}), 'glossary.play-a-mood');
  assert.equal(
    rule({op: 'play', player: 'Alice', card: idOf('anxiety'), from: 'discard pile'}),
    'glossary.play-a-mood-from-the-discard-pile',
  );
  assert.equal(send({op: 'play', player: 'Alice', card: idOf('anxiety')}).ok, true);
  const bad = send({
    op: 'choose',
    player: 'Alice',
    asks: {card: idOf('anxiety')},
    choice: [{player: 'Bob'}, {card: idOf('boredom')}],
  });
  assert.deepEqual([bad.error.code, bad.error.rule], ['illegal', 'anxiety.text']); // Boredom is even
});

test("chance: the outcomes given with the action steer Tempers' random source before it runs", (t) => {
  t.mock.method(Math, 'random', () => 0); // unsteered, the fake would always pick the same mood
  for (const face of ['charity', 'laziness']) {
    const {send, actions, observe, idOf} = start('cards/cruelty:60');
    const [play, choose] = actions;
    assert.deepEqual(choose.chance[0].asks, {card: idOf('cruelty')});
    assert.deepEqual(send(play), {ok: true});
    const steered = {...choose, chance: [{asks: choose.asks, pick: [{card: idOf(face)}]}]};
    assert.deepEqual(send(steered), {ok: true});
    assert.deepEqual(observe().discards, {'': [idOf(face)]});
  }
});

test('chance: an outcome for another event, or one left unmet, is a bad request and changes nothing', () => {
  const {send, actions, observe, idOf} = start('cards/cruelty:60');
  const [play, choose] = actions;
  assert.deepEqual(send(play), {ok: true});
  const before = observe();
  const wrong = send({
    ...choose,
    chance: [{asks: {question: 'shuffle'}, order: [{card: idOf('charity')}]}],
  });
  assert.equal(wrong.error.code, 'bad-request');
  assert.deepEqual(observe(), before);
  const extra = send({...choose, chance: [...choose.chance, ...choose.chance]});
  assert.equal(extra.error.code, 'bad-request');
  assert.deepEqual(observe(), before);
  assert.deepEqual(send(choose), {ok: true});
});

test("observe: the observation the protocol specifies, in the rules' terms", () => {
  const {send, adapter, observe, idOf} = start('cards/anxiety:63');
  const o = observe();
  assert.deepEqual(Object.keys(o).sort(), [
    'colors',
    'decks',
    'discards',
    'hands',
    'match_wins',
    'moods',
    'ok',
    'pending',
    'plays',
    'results',
    'round',
    'scores',
    'sideboards',
    'turn',
    'winners',
    'wins',
  ]);
  assert.deepEqual(o.moods.Bob, [
    {card: idOf('charity'), value: 0, color: 'white', suppressed: true, copy_of: null},
  ]);
  assert.deepEqual(o.colors, {
    [idOf('anxiety')]: 'blue',
    [idOf('charity')]: 'white',
    [idOf('pacifism')]: 'white',
  });
  assert.deepEqual(o.turn, {player: 'Alice', plays: 0, may_play_more: true});
  assert.deepEqual(o.round, {number: 1, first: 'Alice'});
  assert.deepEqual(o.plays, [{card: idOf('anxiety'), from: 'hand'}]);
  assert.deepEqual(o.pending, {
    player: 'Alice',
    asks: {question: 'turn'},
    kind: 'turn',
    numbers: null,
    min: 1,
    max: 1,
    options: [],
  });
  assert.deepEqual(send({op: 'play', player: 'Alice', card: idOf('anxiety')}), {ok: true});
  const {pending} = observe();
  assert.deepEqual(
    [pending.kind, pending.asks, pending.min, pending.max],
    ['players', {card: idOf('anxiety')}, 0, 2],
  );
  assert.ok(pending.options.every((i) => Object.keys(i).join() === 'player')); // items; labels are optional
  adapter.game.history = () => [
    {type: 'scored', seat: 1, points: 4},
    {type: 'scored', seat: 2, points: 1},
    {type: 'round-won', seats: [1]},
  ];
  assert.deepEqual(observe().results, {
    scored: [
      {player: 'Bob', score: 4},
      {player: 'Carol', score: 1},
    ],
    round_winners: [['Bob']],
    game_winners: [],
    match_winners: [],
  });
});

test('the permission comes with the play: Tempers asks which play, the adapter answers from the play', () => {
  const {send, actions, tempers, observe, idOf} = start('cards/anxiety:27', {style: 'pairs', asksPlay: true});
  const [play] = actions;
  assert.deepEqual(play.permission, {option: 'turn'});
  assert.deepEqual(send(play), {ok: true});
  const asked = tempers.calls.filter((c) => c[0] === 'reply').map((c) => c[2]);
  assert.deepEqual(asked, [[null]]); // the turn's own play, as the play named it
  assert.deepEqual(observe().pending.asks, {card: idOf('anxiety')});
  const without = start('cards/anxiety:27', {style: 'pairs', asksPlay: true});
  const {permission, ...bare} = without.actions[0];
  assert.deepEqual(without.send(bare), {ok: true}); // no permission named: left to a choose
  assert.deepEqual(without.observe().pending.kind, 'permission');
  assert.deepEqual(permission, {option: 'turn'});
});

test('chance: an outcome that does not come within its action waits for the next', () => {
  // Tempers asks which play first (asksPlay): the random pick comes after that answer
  const {send, actions, observe, idOf} = start('cards/cruelty:60', {style: 'pairs', asksPlay: true});
  const [play, choose] = actions;
  const {permission, ...bare} = play;
  assert.deepEqual(send({...bare, chance: choose.chance}), {ok: true}); // kept for later
  assert.deepEqual(send({op: 'choose', player: 'Alice', asks: {question: 'permission'}, choice: [permission]}), {
    ok: true,
  });
  const {chance, ...rest} = choose;
  assert.deepEqual(send(rest), {ok: true}); // the pick it met was given with the play
  assert.deepEqual(observe().discards, {'': [chance[0].pick[0].card]});
  assert.ok(idOf('cruelty'));
});

test('chance: a random event with one possible result needs no outcome, and keeps the next', () => {
  const {adapter, idOf} = start('cards/cruelty:60');
  const next = {asks: {card: idOf('cruelty')}, pick: [{card: idOf('charity')}]};
  adapter.random.outcomes = [next];
  const what = {card: 99, topic: null, about: 'mood'}; // another card's pick, among one mood
  assert.deepEqual(adapter.random.pick(what, [idOf('laziness')], 1), [idOf('laziness')]);
  assert.deepEqual(adapter.random.outcomes, [next]); // still there, for the event it names
  assert.throws(() => adapter.random.pick(what, [1, 2], 1), /the next random event is a pick for/);
});
