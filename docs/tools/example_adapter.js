// A worked adapter for the Mood Swings conformance kit (moodswings-conformance/2), in
// JavaScript for Node.js, with no dependencies.
//
// It puts "Tempers", a made-up Mood Swings engine, behind the adapter protocol. Tempers
// does not exist: it stands for your engine, with the habits of a real one that the
// protocol does not share. Its seats are numbers and its cards are known by their
// titles; it asks some choices in one prompt and others in an order of its own; it draws
// chance from a source it is given; it refuses with its own error codes. Each part of
// this file is one of those translations, in the order a run needs them:
//
//   moodswings conformance run --engine "node example_adapter.js"
//
// ---- The made-up engine: require('tempers') -------------------------------------------
//
// tempers.card(title)             {title, color, dice: [value, lower-left value]}
// tempers.newGame(setup, random)  a Game at the Setup, its turn begun; it draws every
//                                 random event from `random` (below)
// tempers.TempersError            what a refused call throws: {code, card?}; nothing changed
//
// A Setup is Tempers' own state. Seats are 0, 1, 2..., clockwise:
//   {mode: 'classic' | 'duel' | 'power-duel',
//    titles: {12: 'Self-Loathing', ...},       every card of the game, by its id
//    hands: [[12, 4], [], ...],                 per seat
//    moods: [[Mood, ...], ...],                 per seat, oldest first
//    decks: [[top, ...]], discards: [[oldest, ...]]   one pile, or one per seat in a duel
//    round: {number, first: seat, turn: seat, plays: [{seat, card}]},
//    turn: {played, extra: [Extra]},            plays made, and permissions to play more
//    nextTurn: [[Extra], ...],                  per seat: permissions for its next turn
//    roundsWon: [n, ...], over: [seats] | null}
//   Mood:  {card, entered, by: seat, round, flipped, as: title | null,
//           picked: {color, seat, card: {card, entered} | null},
//           muted: [{by, entered, roundEnd: bool, round}]}
//   Extra: {by: card | null, fromDiscard: bool, hurtFeelings: bool}
//
// A Game:
//   game.waiting()                  the Prompt the game waits for; null once it is over
//   game.play(seat, card, fromDiscard), game.pass(seat), game.reply(promptId, answer)
//   game.table()                    the table now (Table)
//   game.history()                  what happened since newGame: [Event]
//   game.save() -> saved, game.restore(saved)
//
//   Prompt: {id, seat, card: the card whose text asks | null,
//            topic: the game's own question ('which-play', 'who-starts', 'scoring-order')
//                   when no card asks | null,
//            form, about, options, min, max}
//     form 'turn'   the seat's turn: play or pass (no options)
//     form 'pick'   pick min..max of the options; `about` says what they are: 'seat'
//                   (seat numbers), 'mood', 'card' or 'copy' (card ids), 'color',
//                   'mode' ('ONE', 'ALL', 'TWICE'...) or 'play' (an Extra, or null for
//                   the turn's own play). Answer: the options picked
//     form 'pairs'  options [{seat, cards}]: pick min..max seats, each with one of its
//                   cards (null if it has none). Answer: [{seat, card}]
//     form 'order'  options [{by, on, effect, to?, opponent?}]: answer them all, in order
//     form 'number' options {low, high}: answer a number
//   Table:  {round, first, turn, played, mayPlayMore, plays: [{card, fromDiscard}],
//            seats: [{hand, moods: [{card, value, color, muted, as}], score, roundsWon}],
//            decks, discards, over: [seats] | null}
//   Event:  {type: 'scored', seat, points} | {type: 'round-won' | 'game-won', seats}
//   Random: {pick(what, options, n) -> n of the options, shuffle(what, options) -> them
//            in an order}; `what` is {card, topic, about}: what the event is for
//   Error codes: GAME_OVER, NOT_YOUR_TURN, NO_PLAY_LEFT, NOT_IN_HAND, NOT_FROM_DISCARD,
//            FORBIDDEN {card} (a card's text forbids the play), BAD_ANSWER {card} (an
//            answer the asking card's text, or the game's own rule, does not allow)
// ----------------------------------------------------------------------------------------

'use strict';

const readline = require('node:readline');

const PROTOCOL = 'moodswings-conformance/2';

// ---- hello: what Tempers supports ------------------------------------------------------
// The ways to play, by the kit's names, and Tempers' own names for them. Teams and drafts
// are missing, and so are five or more players: the runner scores such vectors
// "unsupported", apart from failures. Of the capabilities it supports chance (its random
// source can be steered, below); not setup (it cannot deal a new game from a deck),
// knowledge (who knows which hidden card) or the event log.
const MODES = {traditional: 'classic', 'structure-duel': 'duel', 'power-duel': 'power-duel'};
const HELLO = {
  engine: 'Tempers (through example_adapter.js)',
  protocol: PROTOCOL,
  formats: Object.keys(MODES),
  players: {min: 2, max: 4},
  capabilities: ['chance'],
};

// Tempers' own questions, by the rules' question keys (the kit's vocabulary).
const QUESTIONS = {
  'which-play': 'permission',
  'who-starts': 'first-player',
  'scoring-order': 'after-scoring-order',
  shuffle: 'shuffle',
};
// Its modes, by their published option keys: most are the key in capitals.
const MODE_KEYS = {TWICE: 'again', UNDER_DECK: 'under-the-deck', PASS_HANDS: 'pass-hands'};
const modeKey = (mode) => MODE_KEYS[mode] || mode.toLowerCase();
// What a prompt is about, as the protocol's kinds of decision.
const KINDS = {
  seat: 'players', mood: 'moods', card: 'cards', copy: 'copy', color: 'color',
  mode: 'option', play: 'permission', pairs: 'players', order: 'order', number: 'number',
};

// Cards: the kit names a card's face by its slug ('self-loathing'), Tempers by its title.
const title = (slug) => slug.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('-');
const slugOf = (cardTitle) => cardTitle.toLowerCase();

// ---- refusals: Tempers' error codes as the rules' source ids ----------------------------
// The protocol wants the rule that forbids an action, by its public id in the source
// documents. These are the ones Tempers' codes stand for; `moodswings conformance
// refusals` prints the whole table of the reasons the reference engine gives, with their
// ids. A refusal without a rule still counts at the runner's loose level.
const RULES = {
  GAME_OVER: 'rules.after-scoring.1', // the game is won: nothing more is played
  NOT_YOUR_TURN: 'rules.round-structure.1', // nobody plays in another player's turn
  NO_PLAY_LEFT: 'rules.taking-a-turn.1', // one mood a turn, unless something grants more
  NOT_IN_HAND: 'glossary.play-a-mood', // a mood is played from the player's hand
  NOT_FROM_DISCARD: 'glossary.play-a-mood-from-the-discard-pile',
};

class Refusal extends Error {
  constructor(code, message, rule = null) {
    super(message);
    this.code = code;
    this.rule = rule;
  }
}

// ---- the adapter ------------------------------------------------------------------------

const WAIT = Symbol('wait for the rest of the choice');

class TempersAdapter {
  // `tempers` is the engine's module: passed in, so that a test can give it a fake.
  constructor(tempers) {
    this.tempers = tempers;
    this.game = null;
    this.random = new SteeredRandom(this);
    this.held = null; // a partial choice: {key, items, taken}
  }

  // One request line, one reply object.
  handle(line) {
    let request;
    try {
      request = JSON.parse(line);
    } catch (e) {
      return {ok: false, error: {code: 'bad-request', message: `not JSON: ${e.message}`}};
    }
    const op = OPS[(request || {}).op];
    if (!op) return {ok: false, error: {code: 'bad-request', message: `no op ${line}`}};
    try {
      if (op !== 'hello' && op !== 'load' && !this.game) throw new Refusal('no-game', 'load a position first');
      return {ok: true, ...this[op](request)};
    } catch (e) {
      return {ok: false, error: this.errorOf(e)};
    }
  }

  hello() {
    return HELLO;
  }

  // ---- load: a JSON position as Tempers' own state --------------------------------------
  load({position}) {
    const s = position.state;
    const missing = cannotHold(position);
    if (missing) throw new Refusal('not-implemented', `Tempers cannot hold ${missing}`);
    this.names = s.players; // seat i is players[i]
    this.faces = Object.fromEntries(Object.values(s.cards).map((c) => [c.id, c.face]));
    this.duel = s.format !== 'traditional';
    const seat = (name) => s.players.indexOf(name);
    const extra = (g) => ({
      by: g.source_card,
      fromDiscard: g.zones.includes('discard pile'),
      hurtFeelings: g.rule === 'glossary.hurt-feelings',
    });
    const mood = (m) => ({
      card: m.card,
      entered: m.entry, // a later entry is a new mood: the memory below is this stay's
      by: seat(m.played_by),
      round: m.played_round,
      flipped: m.rotated,
      as: m.copy_of && title(m.copy_of),
      picked: {
        color: m.color,
        seat: m.player === null ? null : seat(m.player),
        card: m.target && {card: m.target[0], entered: m.target[1]},
      },
      muted: m.suppressions.map((x) => ({
        by: x.by, entered: x.by_entry, roundEnd: x.until === 'until-end-of-round', round: x.round,
      })),
    });
    // A shared pile is keyed '' in the position; in a duel each player has their own.
    const piles = (byKey) => (this.duel ? s.players.map((p) => byKey[p] || []) : [byKey['']]);
    this.held = null;
    this.game = this.tempers.newGame(
      {
        mode: MODES[s.format],
        titles: Object.fromEntries(Object.entries(this.faces).map(([id, face]) => [id, title(face)])),
        hands: s.players.map((p) => [...s.hands[p]]),
        moods: s.players.map((p) => s.moods[p].map(mood)), // listed under their controller
        decks: piles(s.decks),
        discards: piles(s.discards),
        round: {
          number: s.round.number,
          first: seat(s.round.order[0]),
          turn: seat(s.turn.player),
          plays: s.round.plays.map((r) => ({seat: seat(r.player), card: r.card})),
        },
        turn: {played: s.turn.plays, extra: s.turn.grants.map(extra)},
        nextTurn: s.players.map((p) => (s.banked[p] || []).map(extra)),
        roundsWon: s.players.map((p) => s.wins[p]),
        over: s.winners.length ? s.winners.map(seat) : null,
      },
      this.random,
    );
    return {};
  }

  setup() {
    throw new Refusal('not-implemented', 'Tempers cannot deal a new game from a deck');
  }

  // ---- actions ----------------------------------------------------------------------------
  // The kit names players, Tempers seats; the kit says 'discard pile', Tempers a flag.
  play({player, card, from = 'hand', chance = []}) {
    this.act(chance, () => this.game.play(this.seat(player), card, from === 'discard pile'));
    return {};
  }

  pass({player, chance = []}) {
    this.act(chance, () => this.game.pass(this.seat(player)));
    return {};
  }

  // An action, with the random outcomes it meets, as one: the chance outcomes steer the
  // random source before it runs; if anything is refused, the game is restored, so a
  // refused action changes nothing even after several of Tempers' prompts were answered.
  act(chance, run) {
    const saved = this.game.save();
    this.random.outcomes = [...chance];
    try {
      run();
      if (this.random.outcomes.length) {
        throw new Refusal('bad-request', `chance outcomes not met: ${JSON.stringify(this.random.outcomes)}`);
      }
    } catch (e) {
      this.game.restore(saved);
      throw e;
    } finally {
      this.random.outcomes = [];
    }
  }

  // ---- choose: one of the rules' choices, fed to Tempers' prompts ------------------------
  // A choose step holds everything one player chooses for one card (or one of the rules'
  // questions), in the rules' order, whatever prompts an engine asks it in. Tempers asks
  // Anxiety's "up to two players, then an odd mood of each" in ONE prompt (form 'pairs'),
  // and other cards one thing at a time, in its own order. So the adapter does not walk
  // the choice in order: it holds its items, and answers each of Tempers' prompts from
  // this asker with the items that are among that prompt's options.
  //   - `taken`: parts of the choice the reference engine took itself (the only legal
  //     answer). Where Tempers never asks them (it also takes what has one legal
  //     answer), the adapter answers nothing for them; where it asks (a 'pairs' prompt
  //     wants every chosen player's mood, even the only one), they answer it.
  //   - `partial`: the choice goes on in the next choose step, after some checks. A
  //     prompt that needs more than the items so far waits, and the adapter holds the
  //     items until the rest arrives; `observe` then shows what is left to choose.
  //   - items no prompt takes are not part of any choice Tempers asks: refused, as illegal.
  choose({player, asks, choice, taken = [], partial = false, chance = []}) {
    const key = JSON.stringify([player, asks]);
    const before = this.held && this.held.key === key ? this.held : {items: [], taken: []};
    let held = {key, items: [...before.items, ...choice], taken: [...before.taken, ...taken]};
    this.act(chance, () => {
      let answered = 0;
      for (let p = this.game.waiting(); this.asking(p, player, asks); p = this.game.waiting()) {
        const next = {key, items: [...held.items], taken: [...held.taken]};
        const [answer, whole] = this.answerFrom(p, next);
        // Not all there: wait for the rest of a partial choice; once the items are used
        // up, a prompt that needs more is another choice's (one that may take nothing,
        // takes nothing: the choice is whole).
        if (!whole && (partial || (answered && p.min > 0))) break;
        this.game.reply(p.id, answer);
        held = next;
        answered += 1;
      }
      if (held.items.length && !partial) {
        const what = JSON.stringify(held.items[0]);
        throw new Refusal('illegal', `${player} cannot choose ${what} here`, textOf(this, asks));
      }
    });
    this.held = partial ? held : null; // kept only once the action is accepted
    return {};
  }

  asking(p, player, asks) {
    return p !== null && p.form !== 'turn' && this.names[p.seat] === player && same(this.asksOf(p), asks);
  }

  // Tempers' answer to one prompt from the held items, taking what it uses; and whether
  // the held items answer it whole.
  answerFrom(p, held) {
    if (p.form === 'number') {
      const [n] = take(held.items, (i) => typeof i.number === 'number', 1);
      return [n ? n.number : null, Boolean(n)];
    }
    if (p.form === 'pairs') return this.pairsFrom(p, held);
    const option = (i) => p.options.find((o) => same(this.item(p, o), i));
    const fits = (i) => p.options.some((o) => same(this.item(p, o), i)); // (seat 0 is an option)
    const max = p.form === 'order' ? p.options.length : p.max === null ? Infinity : p.max;
    const chosen = take(held.items, fits, max);
    if (p.form === 'order' || !chosen.length) {
      chosen.push(...take(held.taken, fits, max - chosen.length)); // asked, though only one was legal
    }
    return [chosen.map(option), p.form === 'order' ? chosen.length === max : chosen.length > 0];
  }

  // Players, then a mood for each, in one prompt: each chosen player is paired with the
  // card of theirs among the items (the choice's, else one the reference engine took).
  pairsFrom(p, held) {
    const seatOf = (i) => p.options.find((o) => same({player: this.names[o.seat]}, i));
    const max = p.max === null ? Infinity : p.max;
    let whole = true;
    const pairs = take(held.items, seatOf, max).map(seatOf).map((o) => {
      const theirs = (i) => o.cards.some((c) => same({card: c}, i));
      let [card] = take(held.items, theirs, 1);
      if (!card) [card] = take(held.taken, theirs, 1); // asked, though only one was legal
      whole = whole && (card !== undefined || !o.cards.length);
      return {seat: o.seat, card: card ? card.card : null};
    });
    return [pairs, whole && pairs.length > 0];
  }

  // ---- observe: the table as the protocol shows it -----------------------------------
  observe() {
    const t = this.game.table();
    const name = (seat) => this.names[seat];
    const perPlayer = (f) => Object.fromEntries(t.seats.map((s, i) => [name(i), f(s)]));
    // Every card's color where it is: a mood's in play, else the printed one.
    const colors = {};
    for (const [id, face] of Object.entries(this.faces)) colors[id] = this.tempers.card(title(face)).color;
    for (const s of t.seats) for (const m of s.moods) colors[m.card] = m.color;
    return {
      pending: this.pending(t),
      turn: {player: name(t.turn), plays: t.played, may_play_more: t.mayPlayMore},
      round: {number: t.round, first: name(t.first)},
      plays: t.plays.map((p) => ({card: p.card, from: p.fromDiscard ? 'discard pile' : 'hand'})),
      moods: perPlayer((s) => s.moods.map((m) => ({
        card: m.card, value: m.value, color: m.color, suppressed: m.muted, copy_of: m.as && slugOf(m.as),
      }))),
      hands: perPlayer((s) => [...s.hand]),
      decks: this.piles(t.decks),
      discards: this.piles(t.discards),
      sideboards: {},
      colors,
      scores: perPlayer((s) => s.score),
      wins: perPlayer((s) => s.roundsWon),
      match_wins: {},
      winners: (t.over || []).map(name),
      results: this.results(),
    };
  }

  piles(piles) {
    return this.duel ? Object.fromEntries(this.names.map((p, i) => [p, [...piles[i]]])) : {'': [...piles[0]]};
  }

  // The rounds' results since load, from Tempers' history of events.
  results() {
    const r = {scored: [], round_winners: [], game_winners: [], match_winners: []};
    const names = (seats) => seats.map((s) => this.names[s]).sort();
    for (const e of this.game.history()) {
      if (e.type === 'scored') r.scored.push({player: this.names[e.seat], score: e.points});
      if (e.type === 'round-won') r.round_winners.push(names(e.seats));
      if (e.type === 'game-won') r.game_winners.push(names(e.seats));
    }
    return r;
  }

  // The decision the game waits for, in the rules' terms: who answers, what asks, how many,
  // and the options as items (with whose card each is; no labels: they are optional).
  pending(t) {
    const p = this.game.waiting();
    if (p === null) return null;
    const d = {player: this.names[p.seat], asks: this.asksOf(p), kind: KINDS[p.about || p.form], numbers: null};
    if (p.form === 'turn') return {...d, kind: 'turn', min: 1, max: 1, options: []};
    if (p.form === 'number') return {...d, min: 1, max: 1, numbers: [p.options.low, p.options.high], options: []};
    const owned = (card) => ({card, owner: whose(t, card, this.names)});
    if (p.form === 'pairs') {
      // After a partial choice of players, what is left is a mood of each of them.
      const held = this.held && this.held.key === JSON.stringify([d.player, d.asks]) ? this.held.items : [];
      const chosen = p.options.filter((o) => held.some((i) => i.player === this.names[o.seat]));
      if (chosen.length) {
        const cards = chosen.flatMap((o) => o.cards);
        return {...d, kind: 'moods', min: cards.length ? chosen.length : 0, max: chosen.length, options: cards.map(owned)};
      }
      return {...d, min: p.min, max: p.max, options: p.options.map((o) => ({player: this.names[o.seat]}))};
    }
    const options = p.options.map((o) => this.item(p, o)).map((i) => ('card' in i ? owned(i.card) : i));
    return {...d, min: p.min, max: p.form === 'order' ? p.options.length : p.max, options};
  }

  // What asks a prompt, in the protocol's terms: a card, or one of the rules' questions.
  asksOf(p) {
    if (p.form === 'turn') return {question: 'turn'};
    return p.card != null ? {card: p.card} : {question: QUESTIONS[p.topic] || p.topic};
  }

  // One of Tempers' options as the item the kit names it by.
  item(p, o) {
    if (p.form === 'order') {
      const effect = {card: o.by, on: o.on, key: o.effect};
      if (o.to !== undefined) effect.to = this.names[o.to];
      if (o.opponent !== undefined) effect.opponent = this.names[o.opponent];
      return {effect};
    }
    switch (p.about) {
      case 'seat': return {player: this.names[o]};
      case 'color': return {color: o};
      case 'mode': return {option: modeKey(o)};
      case 'play': // which permission a play uses: the turn's own, a card's, or a rule's
        return o === null ? {option: 'turn'} : o.hurtFeelings ? {option: 'glossary.hurt-feelings'} : {card: o.by};
      default: return {card: o}; // a mood, a card, a card to copy
    }
  }

  seat(player) {
    const seat = this.names.indexOf(player);
    if (seat < 0) throw new Refusal('bad-request', `no player ${player}`);
    return seat;
  }

  // A reply's error: Tempers' refusals as illegal, naming the rule.
  errorOf(e) {
    if (e instanceof this.tempers.TempersError) {
      const rule = RULES[e.code] || (e.card != null ? `${this.faces[e.card]}.text` : null);
      return {code: 'illegal', message: `${e.code}: ${e.message}`, rule};
    }
    if (e instanceof Refusal) return {code: e.code, message: e.message, rule: e.rule};
    return {code: 'adapter-error', message: String(e && e.stack)};
  }
}

const OPS = {hello: 'hello', load: 'load', setup: 'setup', play: 'play', pass: 'pass', choose: 'choose', observe: 'observe'};

// ---- chance: steering Tempers' random source ---------------------------------------------
// Tempers draws every random event from the object it was given at newGame. The adapter
// gives it this one: it answers from the action's `chance` outcomes, in order ({asks,
// pick: [items]} or {asks, order: [items]}), and from Math.random once none are left.
class SteeredRandom {
  constructor(adapter) {
    this.adapter = adapter;
    this.outcomes = [];
  }

  pick(what, options, n) {
    const outcome = this.next(what, 'pick');
    if (!outcome) return shuffled(options).slice(0, n);
    return outcome.pick.map((i) => this.option(what, options, i));
  }

  shuffle(what, options) {
    const outcome = this.next(what, 'order');
    return outcome ? outcome.order.map((i) => this.option(what, options, i)) : shuffled(options);
  }

  next(what, how) {
    const outcome = this.outcomes.shift();
    if (!outcome) return null;
    const asks = this.adapter.asksOf(what);
    if (!same(outcome.asks, asks) || !Array.isArray(outcome[how])) {
      throw new Refusal('bad-request', `the next random event is a ${how} for ${JSON.stringify(asks)}, not ${JSON.stringify(outcome)}`);
    }
    return outcome;
  }

  option(what, options, i) {
    const found = options.find((o) => same(this.adapter.item({about: what.about}, o), i));
    if (found === undefined) throw new Refusal('bad-request', `${JSON.stringify(i)} is not among the random event's options`);
    return found;
  }
}

// ---- what Tempers cannot hold ----------------------------------------------------------
// A position holding something Tempers has no place for is refused, naming the field
// (code not-implemented): the vector fails, and the scorecard shows which rulings depend
// on it, so the adapter (and the engine) can grow one field at a time.
function cannotHold(position) {
  const s = position.state;
  const n = s.players.length;
  const clockwise = s.round.order.every((p, i) => p === s.players[(s.players.indexOf(s.round.order[0]) + i) % n]);
  const checks = [
    ['answers (a position in the middle of an effect)', (position.answers || []).length > 0],
    [`format ${s.format}`, !(s.format in MODES)],
    ['round.order other than clockwise from the first player', !clockwise],
    ['round.bans', s.round.bans.length + s.round.next_bans.length > 0],
    ['round.after_scoring', s.round.after_scoring.length > 0],
    ['round.no_scoring', s.round.no_scoring !== null],
    ['round.next_first', s.round.next_first !== null],
    ['round.win_multiplier', s.round.win_multiplier !== 1],
    ['round.scores (a round being scored)', s.round.scores !== null],
    ['a mood held for as long as another stays (held)', Object.values(s.moods).flat().some((m) => m.held)],
    ['a mood given its value (set_value)', Object.values(s.moods).flat().some((m) => m.set_value !== null)],
    ['a permission with a condition', [...s.turn.grants, ...Object.values(s.banked).flat()].some(
      (g) => g.condition || g.tracks || g.standing || g.uses !== 1)],
  ];
  const found = checks.find(([, cannot]) => cannot);
  return found ? found[0] : null;
}

// ---- small helpers --------------------------------------------------------------------

// Two items (or `asks`) are the same when they name the same thing: compared as sorted JSON.
function same(a, b) {
  return canonical(a) === canonical(b);
}
function canonical(x) {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(',')}}`;
}

// Remove from `items` (in order) up to `max` of those that `fits`, and return them.
function take(items, fits, max) {
  const taken = [];
  for (let i = 0; i < items.length && taken.length < max; ) {
    if (fits(items[i])) taken.push(...items.splice(i, 1));
    else i += 1;
  }
  return taken;
}

function whose(t, card, names) {
  const i = t.seats.findIndex((s) => s.hand.includes(card) || s.moods.some((m) => m.card === card));
  return i < 0 ? null : names[i];
}

// The rule a refused choice breaks: the text of the card that asks (a question's rule is
// not named: the refusal then counts at the loose level).
function textOf(adapter, asks) {
  return asks.card !== undefined ? `${adapter.faces[asks.card]}.text` : null;
}

function shuffled(items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---- the program: a request a line in, a reply a line out ---------------------------------
function serve(adapter, input = process.stdin, output = process.stdout) {
  const lines = readline.createInterface({input, crlfDelay: Infinity});
  lines.on('line', (line) => output.write(`${JSON.stringify(adapter.handle(line))}\n`));
}

module.exports = {TempersAdapter, SteeredRandom, serve};

if (require.main === module) serve(new TempersAdapter(require('tempers')));
