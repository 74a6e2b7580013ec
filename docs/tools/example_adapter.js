// A worked adapter for the Mood Swings conformance kit (moodswings-conformance/2), in
// JavaScript for Node.js, with no dependencies.
//
// It puts "Tempers", a made-up Mood Swings engine, behind the adapter protocol. Tempers
// does not exist: it stands for your engine, with the habits of a real one that the
// protocol does not share. Its seats are numbers and its cards are known by their
// titles; it asks some choices in one prompt and others in an order of its own; it draws
// chance from a source it is given; it refuses with its own error codes. Each part of
// this file is one of those translations. With Tempers installed, it runs as:
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
//                                   (after a play, Tempers may ask which play it uses:
//                                   topic 'which-play'; it may ask what has one answer)
//   game.table()                    the table now (Table)
//   game.history()                  what happened since newGame: [Event]
//   game.save() -> saved, game.restore(saved)
//
//   Prompt: {id, seat, card: the card whose text asks | null,
//            topic: the game's own question ('which-play', 'who-starts', 'scoring-order')
//                   when no card asks | null,
//            form, about, options, min, max (null: any number)}
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

// ---- hello: what Tempers supports ----------------------------------------------------
// The ways to play by the kit's names, with Tempers' own names for them. Teams, drafts
// and five or more players are missing: the runner scores such vectors "unsupported",
// apart from failures. Of the capabilities, chance (its random source can be steered,
// below); not setup (it cannot deal a game from a deck), knowledge or the event log.
const MODES = {traditional: 'classic', 'structure-duel': 'duel', 'power-duel': 'power-duel'};
const HELLO = {
  engine: 'Tempers (through example_adapter.js)',
  protocol: 'moodswings-conformance/2',
  formats: Object.keys(MODES),
  players: {min: 2, max: 4},
  capabilities: ['chance'],
};

// ---- the vocabulary: Tempers' words for the kit's -------------------------------------
// Cards: the kit gives each card's face as a slug ('self-loathing'), Tempers a title.
const title = (slug) => slug.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const slugOf = (cardTitle) => cardTitle.toLowerCase();
// Tempers' own questions, as the rules' questions (the kit's published keys).
const QUESTIONS = {
  'which-play': 'permission',
  'who-starts': 'first-player',
  'scoring-order': 'after-scoring-order',
  shuffle: 'shuffle',
};
// Its modes as their published option keys: mostly the key in capitals.
const MODE_KEYS = {TWICE: 'again', UNDER_DECK: 'under-the-deck', PASS_HANDS: 'pass-hands'};
const modeKey = (mode) => MODE_KEYS[mode] || mode.toLowerCase();
// What a prompt is about, as the protocol's kinds of decision.
const KINDS = {
  seat: 'players',
  mood: 'moods',
  card: 'cards',
  copy: 'copy',
  color: 'color',
  mode: 'option',
  play: 'permission',
  pairs: 'players',
  order: 'order',
};

// ---- refusals: Tempers' error codes as the rules' source ids --------------------------
// The protocol names the rule that forbids an action by its public id in the source
// documents. These are the rules Tempers' codes stand for; `moodswings conformance
// refusals` prints the whole table of the reasons the reference engine gives, with their
// ids. A code with no rule here (and no card) is refused naming none: such a vector
// passes at the runner's loose level only.
const RULES = {
  GAME_OVER: 'rules.after-scoring.1', // once the game is won, nothing is played
  NOT_YOUR_TURN: 'rules.round-structure.1', // nobody plays in another player's turn
  NO_PLAY_LEFT: 'rules.taking-a-turn.1', // one mood a turn, unless something grants more
  NOT_IN_HAND: 'glossary.play-a-mood', // a mood is played from its player's hand
  NOT_FROM_DISCARD: 'glossary.play-a-mood-from-the-discard-pile',
};
// FORBIDDEN and BAD_ANSWER name a card: the rule is that card's text (`anger.text`).
const ruleOf = (e, faces) => RULES[e.code] || (e.card != null ? `${faces[e.card]}.text` : null);

class Refusal extends Error {
  constructor(code, message, rule = null) {
    super(message);
    Object.assign(this, {code, rule});
  }
}

// ---- chance: steering Tempers' random source ------------------------------------------
// Tempers draws every random event from the object it was given at newGame. The adapter
// gives it this one, which answers from the outcomes given with the action ({asks, pick:
// [items]} or {asks, order: [items]}), in the order the events happen; once none are left,
// from Math.random. A random event with one possible result (a pick among as many options
// as it takes, an order of one) needs no outcome: it is used only if it names that event.
class SteeredRandom {
  constructor(adapter) {
    this.adapter = adapter;
    this.outcomes = [];
  }

  pick(what, options, n) {
    const outcome = this.next(what, 'pick', options.length <= n);
    if (outcome) return outcome.pick.map((i) => this.option(what, options, i));
    return options.length <= n ? [...options] : shuffled(options).slice(0, n);
  }

  shuffle(what, options) {
    const outcome = this.next(what, 'order', options.length <= 1);
    return outcome ? outcome.order.map((i) => this.option(what, options, i)) : shuffled(options);
  }

  next(what, how, oneResult) {
    const asks = this.adapter.asksOf(what);
    const outcome = this.outcomes[0];
    if (outcome && oneResult && !same(outcome.asks, asks)) return null; // not this event's
    this.outcomes.shift();
    if (outcome && (!same(outcome.asks, asks) || !Array.isArray(outcome[how]))) {
      const wanted = `a ${how} for ${JSON.stringify(asks)}`;
      throw new Refusal('bad-request', `the next random event is ${wanted}, not ${JSON.stringify(outcome)}`);
    }
    return outcome;
  }

  option(what, options, i) {
    const found = options.find((o) => same(this.adapter.item({about: what.about}, o), i));
    if (found === undefined) throw new Refusal('bad-request', `no such random outcome: ${JSON.stringify(i)}`);
    return found;
  }
}

// ---- the adapter ----------------------------------------------------------------------
const OPS = ['hello', 'load', 'setup', 'play', 'pass', 'choose', 'observe'];

class TempersAdapter {
  // `tempers` is the engine's module: passed in, so that a test can give it a fake.
  constructor(tempers) {
    this.tempers = tempers;
    this.game = null;
    this.random = new SteeredRandom(this);
    this.held = null; // a partial choice: {key, items, taken}
    this.later = []; // chance outcomes an action did not reach (Tempers asked something first)
  }

  // One request line in, one reply out: {ok: true, ...} or {ok: false, error}.
  handle(line) {
    try {
      const request = JSON.parse(line);
      const op = request && request.op;
      if (!OPS.includes(op)) throw new Refusal('bad-request', `no op ${JSON.stringify(op)}`);
      if (!this.game && !['hello', 'load'].includes(op)) throw new Refusal('no-game', 'load a position');
      return {ok: true, ...this[op](request)};
    } catch (e) {
      return {ok: false, error: this.errorOf(e)};
    }
  }

  hello() {
    return HELLO;
  }

  // ---- load: a JSON position as Tempers' own state ------------------------------------
  load({position}) {
    const missing = cannotHold(position); // (below)
    if (missing) throw new Refusal('not-implemented', `Tempers cannot hold ${missing}`);
    const s = position.state;
    this.names = s.players; // seat i is players[i]
    this.faces = Object.fromEntries(Object.values(s.cards).map((c) => [c.id, c.face]));
    this.duel = s.format !== 'traditional';
    this.held = null;
    const seat = (name) => s.players.indexOf(name);
    const extra = (grant) => ({
      by: grant.source_card,
      fromDiscard: grant.zones.includes('discard pile'),
      hurtFeelings: grant.rule === 'glossary.hurt-feelings',
    });
    const mood = (m) => ({
      card: m.card,
      entered: m.entry, // a later entry is a new mood: what follows is this stay's memory
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
        by: x.by,
        entered: x.by_entry,
        roundEnd: x.until === 'until-end-of-round',
        round: x.round,
      })),
    });
    // The position keys a shared pile '' and a duel's piles by player; Tempers by seat.
    const piles = (byKey) => (this.duel ? s.players.map((p) => byKey[p] || []) : [byKey['']]);
    const setup = {
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
    };
    this.game = this.tempers.newGame(setup, this.random);
    this.later = [];
    return {};
  }

  setup() {
    throw new Refusal('not-implemented', 'Tempers cannot deal a new game from a deck');
  }

  // ---- actions --------------------------------------------------------------------------
  // The kit names players, Tempers seats; the kit says 'discard pile', Tempers a flag.
  // Tempers asks which play a card uses ('which-play') after it is played, when it has
  // more than one; the kit names it with the play (`permission`): the adapter answers from
  // there. (A play without one leaves the question to the next `choose`.)
  play({player, card, from = 'hand', permission, chance = []}) {
    this.act(chance, () => {
      this.game.play(this.seat(player), card, from === 'discard pile');
      const p = this.game.waiting();
      if (permission && p && p.topic === 'which-play' && this.names[p.seat] === player) {
        const option = p.options.find((o) => same(this.item(p, o), permission));
        if (option === undefined) {
          throw new Refusal('illegal', `${player} may not play it so`, 'glossary.additional-mood');
        }
        this.game.reply(p.id, [option]);
      }
    });
    return {};
  }

  pass({player, chance = []}) {
    this.act(chance, () => this.game.pass(this.seat(player)));
    return {};
  }

  // An action and the random outcomes it meets, as one: the outcomes steer the random
  // source before the action runs, and if anything is refused the game is restored, so a
  // refused action changes nothing, even after several of Tempers' prompts were answered.
  // Outcomes the action does not reach, because Tempers asks a decision first (one the kit
  // does not make the action wait for), wait for the action that answers it; once Tempers
  // waits for a turn, an outcome left over is a bad request.
  act(chance, run) {
    const saved = this.game.save();
    this.random.outcomes = [...this.later, ...chance];
    try {
      run();
      const unmet = this.random.outcomes;
      const p = this.game.waiting();
      if (unmet.length && (p === null || p.form === 'turn')) {
        throw new Refusal('bad-request', `chance outcomes not met: ${JSON.stringify(unmet)}`);
      }
      this.later = unmet;
    } catch (e) {
      this.game.restore(saved);
      throw e;
    } finally {
      this.random.outcomes = [];
    }
  }

  // ---- choose: one of the rules' choices, fed to Tempers' prompts ----------------------
  // A choose step holds everything one player chooses for one card (or one of the rules'
  // questions), in the rules' order, whatever prompts an engine asks it in. Tempers asks
  // Anxiety's "up to two players, then an odd mood of each" in ONE prompt (form 'pairs');
  // it asks other choices one pick at a time, in its own order (a player, then their
  // mood, then the next player), or the same as ours. So the adapter does not walk the
  // choice in order: it holds the items, and answers each of Tempers' prompts from this
  // asker with the held items that are among that prompt's options.
  //   - `taken`: parts of the choice the reference engine took itself (the only legal
  //     answer). Where Tempers asks for one anyway (a 'pairs' prompt wants each chosen
  //     player's mood, even an only one), it answers from `taken`; where Tempers never
  //     asks (it too takes what has one legal answer), the adapter answers nothing.
  //   - `partial`: the choice goes on in the next choose step, after some checks. A
  //     prompt the items do not answer whole waits, the adapter holds the items until
  //     the rest arrives, and `observe` shows what is left to choose.
  //   - an item no prompt takes is not a choice Tempers offers: refused as illegal.
  choose({player, asks, choice, taken = [], partial = false, chance = []}) {
    const key = JSON.stringify([player, asks]);
    const before = this.held && this.held.key === key ? this.held : {items: [], taken: []};
    let held = {key, items: [...before.items, ...choice], taken: [...before.taken, ...taken]};
    this.act(chance, () => {
      let answered = 0;
      for (let p = this.game.waiting(); this.asking(p, player, asks); p = this.game.waiting()) {
        const next = {key, items: [...held.items], taken: [...held.taken]};
        const [answer, whole] = this.answerFrom(p, next);
        // Not answered whole: wait for the rest of a partial choice. Once the items are
        // used up, a prompt that needs more is another choice's; one that may take
        // nothing takes nothing (the choice is whole).
        if (!whole && (partial || (answered && p.min > 0))) break;
        this.game.reply(p.id, answer);
        held = next;
        answered += 1;
      }
      if (held.items.length && !partial) {
        const rule = asks.card === undefined ? null : `${this.faces[asks.card]}.text`;
        throw new Refusal('illegal', `${player} cannot choose ${JSON.stringify(held.items[0])} here`, rule);
      }
    });
    this.held = partial ? held : null; // kept once the action is accepted
    return {};
  }

  asking(p, player, asks) {
    return p !== null && p.form !== 'turn' && this.names[p.seat] === player && same(this.asksOf(p), asks);
  }

  // The answer to one of Tempers' prompts from the held items (taking what it uses), and
  // whether they answer it whole.
  answerFrom(p, held) {
    if (p.form === 'number') {
      const [n] = take(held.items, (i) => typeof i.number === 'number', 1);
      return [n ? n.number : null, n !== undefined];
    }
    if (p.form === 'pairs') return this.pairsFrom(p, held);
    const fits = (i) => p.options.some((o) => same(this.item(p, o), i));
    const option = (i) => p.options.find((o) => same(this.item(p, o), i));
    const all = p.form === 'order'; // an order answers every option
    const max = all ? p.options.length : (p.max ?? Infinity);
    const chosen = take(held.items, fits, max);
    if (all || !chosen.length) chosen.push(...take(held.taken, fits, max - chosen.length)); // asked anyway
    return [chosen.map(option), all ? chosen.length === max : chosen.length > 0];
  }

  // Players, then a mood of each, in one prompt: each chosen player is paired with the
  // card of theirs among the items (the choice's, else one the reference engine took).
  pairsFrom(p, held) {
    const seatOf = (i) => p.options.find((o) => same({player: this.names[o.seat]}, i));
    let whole = true;
    const pairs = take(held.items, seatOf, p.max ?? Infinity).map((i) => {
      const o = seatOf(i);
      const theirs = (c) => o.cards.some((card) => same({card}, c));
      let [card] = take(held.items, theirs, 1);
      if (!card) [card] = take(held.taken, theirs, 1); // asked anyway
      whole = whole && (card !== undefined || !o.cards.length);
      return {seat: o.seat, card: card ? card.card : null};
    });
    return [pairs, whole && pairs.length > 0];
  }

  // ---- observe: the table as the protocol shows it --------------------------------------
  observe() {
    const t = this.game.table();
    const name = (seat) => this.names[seat];
    const perPlayer = (f) => Object.fromEntries(t.seats.map((s, i) => [name(i), f(s, i)]));
    const colors = {}; // every card's color where it is: a mood's in play, else the printed one
    for (const [id, face] of Object.entries(this.faces)) colors[id] = this.tempers.card(title(face)).color;
    for (const s of t.seats) for (const m of s.moods) colors[m.card] = m.color;
    const mood = (m) => ({
      card: m.card,
      value: m.value,
      color: m.color,
      suppressed: m.muted,
      copy_of: m.as && slugOf(m.as),
    });
    // A shared pile is keyed '', a duel's piles by their player.
    const piles = (ps) => (this.duel ? perPlayer((s, i) => [...ps[i]]) : {'': [...ps[0]]});
    return {
      pending: this.pending(t),
      turn: {player: name(t.turn), plays: t.played, may_play_more: t.mayPlayMore},
      round: {number: t.round, first: name(t.first)},
      plays: t.plays.map((p) => ({card: p.card, from: p.fromDiscard ? 'discard pile' : 'hand'})),
      moods: perPlayer((s) => s.moods.map(mood)),
      hands: perPlayer((s) => [...s.hand]),
      decks: piles(t.decks),
      discards: piles(t.discards),
      sideboards: {},
      colors,
      scores: perPlayer((s) => s.score),
      wins: perPlayer((s) => s.roundsWon),
      match_wins: {},
      winners: (t.over || []).map(name),
      results: this.results(),
    };
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

  // The decision the game waits for, in the rules' terms: who answers, what asks, how
  // many, and the options as items, with whose card each is (no labels: they are optional).
  pending(t) {
    const p = this.game.waiting();
    if (p === null) return null;
    const d = {player: this.names[p.seat], asks: this.asksOf(p), kind: KINDS[p.about || p.form]};
    if (p.form === 'turn') return {...d, kind: 'turn', min: 1, max: 1, numbers: null, options: []};
    if (p.form === 'number') {
      return {...d, kind: 'number', min: 1, max: 1, numbers: [p.options.low, p.options.high], options: []};
    }
    const owned = (i) => (i.card === undefined ? i : {...i, owner: whose(t, i.card, this.names)});
    if (p.form === 'pairs') {
      // After a partial choice of players, what is left is a mood of each of them.
      const held = this.held && this.held.key === JSON.stringify([d.player, d.asks]) ? this.held.items : [];
      const chosen = p.options.filter((o) => held.some((i) => i.player === this.names[o.seat]));
      if (chosen.length) {
        const need = chosen.filter((o) => o.cards.length).length;
        const options = chosen.flatMap((o) => o.cards).map((card) => owned({card}));
        return {...d, kind: 'moods', min: need, max: need, numbers: null, options};
      }
      const options = p.options.map((o) => ({player: this.names[o.seat]}));
      return {...d, min: p.min, max: p.max, numbers: null, options};
    }
    const options = p.options.map((o) => owned(this.item(p, o)));
    return {...d, min: p.min, max: p.form === 'order' ? options.length : p.max, numbers: null, options};
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
    if (p.about === 'seat') return {player: this.names[o]};
    if (p.about === 'color') return {color: o};
    if (p.about === 'mode') return {option: modeKey(o)};
    if (p.about === 'play') {
      // which permission a play uses: the turn's own, a card's, or a rule's (Hurt Feelings)
      if (o === null) return {option: 'turn'};
      return o.hurtFeelings ? {option: 'glossary.hurt-feelings'} : {card: o.by};
    }
    return {card: o}; // a mood, a card, a card to copy
  }

  seat(player) {
    const seat = this.names.indexOf(player);
    if (seat < 0) throw new Refusal('bad-request', `no player ${player}`);
    return seat;
  }

  // A refused request's error: Tempers' refusals are illegal actions, naming the rule.
  errorOf(e) {
    if (e instanceof this.tempers.TempersError) {
      return {code: 'illegal', message: `${e.code}: ${e.message}`, rule: ruleOf(e, this.faces)};
    }
    if (e instanceof Refusal) return {code: e.code, message: e.message, rule: e.rule};
    if (e instanceof SyntaxError) return {code: 'bad-request', message: `not JSON: ${e.message}`};
    return {code: 'adapter-error', message: String(e && e.stack)};
  }
}

// ---- what Tempers cannot hold ---------------------------------------------------------
// A position holding something Tempers has no place for is refused, naming it (code
// not-implemented): the vector fails, and the scorecard shows which rulings depend on
// it, so that the adapter (and the engine) can grow one field at a time.
function cannotHold(position) {
  const s = position.state;
  const moods = Object.values(s.moods).flat();
  const grants = [...s.turn.grants, ...Object.values(s.banked).flat()];
  const first = s.players.indexOf(s.round.order[0]);
  const clockwise = s.round.order.every((p, i) => p === s.players[(first + i) % s.players.length]);
  const cannot = {
    'answers (a position in the middle of an effect)': (position.answers || []).length > 0,
    [`the format ${s.format}`]: !(s.format in MODES),
    'a turn order other than clockwise from the first player': !clockwise,
    'round.bans': s.round.bans.length + s.round.next_bans.length > 0,
    'round.after_scoring': s.round.after_scoring.length > 0,
    'round.no_scoring': s.round.no_scoring !== null,
    'round.next_first': s.round.next_first !== null,
    'round.win_multiplier': s.round.win_multiplier !== 1,
    'round.scores (a round being scored)': s.round.scores !== null,
    'a held mood (held)': moods.some((m) => m.held !== null),
    'a value given to a mood (set_value)': moods.some((m) => m.set_value !== null),
    'a permission with a condition': grants.some((g) => g.condition || g.tracks || g.standing),
    'a permission of more than one use': grants.some((g) => g.uses !== 1),
  };
  return Object.keys(cannot).find((what) => cannot[what]) || null;
}

// ---- small helpers ----------------------------------------------------------------------

// Two items (or `asks`) are the same when they name the same thing: compared as JSON
// with sorted keys.
function same(a, b) {
  return canonical(a) === canonical(b);
}
function canonical(x) {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  const keys = Object.keys(x).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(',')}}`;
}

// Remove from `items` (in order) up to `max` of those that `fits`, and return them.
function take(items, fits, max) {
  const taken = [];
  for (let i = 0; i < items.length && taken.length < max;) {
    if (fits(items[i])) taken.push(...items.splice(i, 1));
    else i += 1;
  }
  return taken;
}

// Whose hand or moods a card is in (null: a pile's).
function whose(t, card, names) {
  const i = t.seats.findIndex((s) => s.hand.includes(card) || s.moods.some((m) => m.card === card));
  return i < 0 ? null : names[i];
}

function shuffled(items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---- the program: one request a line in, one reply a line out ---------------------------
function serve(adapter, input = process.stdin, output = process.stdout) {
  const lines = readline.createInterface({input, crlfDelay: Infinity});
  lines.on('line', (line) => output.write(`${JSON.stringify(adapter.handle(line))}\n`));
}

module.exports = {TempersAdapter, serve};

if (require.main === module) serve(new TempersAdapter(require('tempers')));
