// A tiny fake of "Tempers", the made-up engine that docs/tools/example_adapter.js is
// written against (its interface is described at the top of that file). It knows the
// turn, a few cards' colors and values, and two cards' effects: Anxiety (up to two
// players, then an odd mood of each goes back to its player's hand) and Cruelty (any
// opponents with two or more moods, then a random mood of each is discarded). It records
// every call the adapter makes, so a test can see how the adapter spoke to it.
//
//   fakeTempers({style, asksForced, asksPlay})
//     style 'pairs':    Anxiety's players and moods in ONE prompt (form 'pairs');
//     style 'one-by-one': a player, then a mood of theirs, then another player...: a
//                       different order from the rules' (players first, then moods);
//     asksForced:       whether a prompt with one legal answer is asked anyway;
//     asksPlay:         whether it asks which play a card uses ('which-play') after every
//                       play, even when only the turn's own is left.

'use strict';

const CARDS = {
  Anxiety: ['blue', 2],
  Charity: ['white', 1],
  Boredom: ['red', 4],
  Courage: ['white', 1],
  Joy: ['green', 3],
  Hate: ['black', 0],
  Pacifism: ['white', 1],
  Cruelty: ['black', 3],
  Laziness: ['green', 4],
  Fear: ['blue', 0],
};

class TempersError extends Error {
  constructor(code, card = null) {
    super(`Tempers says ${code}`);
    this.code = code;
    this.card = card;
  }
}

function fakeTempers({style = 'pairs', asksForced = false, asksPlay = false} = {}) {
  const calls = [];
  const card = (title) => {
    if (!(title in CARDS)) throw new Error(`the fake does not know ${title}`);
    return {title, color: CARDS[title][0], dice: [CARDS[title][1]]};
  };

  function newGame(setup, random) {
    calls.push(['newGame', setup]);
    let s = {...JSON.parse(JSON.stringify(setup)), effect: null, nextId: 1, history: []};
    const titleOf = (id) => s.titles[id];
    const value = (m) => (m.muted.length ? 0 : card(titleOf(m.card)).dice[0]);
    const odd = (seat) => s.moods[seat].filter((m) => value(m) % 2 === 1).map((m) => m.card);
    const prompt = (fields) => ({
      id: s.nextId++,
      seat: s.round.turn,
      topic: null,
      min: 0,
      ...fields,
    });
    const refuse = (code, c = null) => {
      throw new TempersError(code, c);
    };
    const toHand = (cardId) =>
      s.moods.forEach((moods, seat) => {
        const i = moods.findIndex((m) => m.card === cardId);
        if (i >= 0) s.hands[seat].push(...moods.splice(i, 1).map((m) => m.card));
      });

    // Anxiety, asked in this fake's style; `chosen` is [{seat, card}], gathered so far.
    // The moods go back once every player is chosen.
    function anxiety(by, chosen) {
      const left = s.moods.map((_, seat) => seat).filter((x) => !chosen.some((c) => c.seat === x));
      if (style === 'pairs') {
        const options = left.map((seat) => ({seat, cards: odd(seat)}));
        return prompt({card: by, form: 'pairs', options, max: 2});
      }
      if (chosen.length < 2)
        return prompt({card: by, form: 'pick', about: 'seat', options: left, max: 1, chosen});
      return finish(chosen);
    }
    function finish(chosen) {
      chosen.filter((c) => c.card !== null).forEach((c) => toHand(c.card));
      return null;
    }

    // What a card does once played: its prompt, if it asks one.
    function effectOf(c, seat) {
      const title = titleOf(c);
      if (title === 'Anxiety') return anxiety(c, []);
      if (title === 'Cruelty') {
        const options = s.moods.map((_, x) => x).filter((x) => x !== seat && s.moods[x].length >= 2);
        return prompt({card: c, form: 'pick', about: 'seat', options, max: null});
      }
      return null;
    }

    function resolve(p, answer) {
      if (p.topic === 'which-play') {
        if (answer.length !== 1 || !p.options.some((o) => JSON.stringify(o) === JSON.stringify(answer[0]))) {
          refuse('BAD_ANSWER');
        }
        return effectOf(p.played, p.seat);
      }
      const by = p.card;
      if (titleOf(by) === 'Cruelty') {
        if (!answer.every((seat) => p.options.includes(seat))) refuse('BAD_ANSWER', by);
        for (const seat of answer) {
          const moods = s.moods[seat].map((m) => m.card);
          const [gone] = random.pick({card: by, topic: null, about: 'mood'}, moods, 1);
          if (!moods.includes(gone)) throw new Error(`the random source picked ${gone}, not a mood`);
          s.moods[seat] = s.moods[seat].filter((m) => m.card !== gone);
          s.discards[0].push(gone);
        }
        return null;
      }
      if (p.form === 'pairs') {
        const ok =
          answer.length <= p.max &&
          answer.every(({seat, card: c}) => {
            const o = p.options.find((x) => x.seat === seat);
            return o && (c === null ? !o.cards.length : o.cards.includes(c));
          });
        if (!ok || new Set(answer.map((a) => a.seat)).size < answer.length) refuse('BAD_ANSWER', by);
        answer.filter((a) => a.card !== null).forEach((a) => toHand(a.card));
        return null;
      }
      if (!answer.every((x) => p.options.includes(x)) || answer.length > p.max || answer.length < p.min) {
        refuse('BAD_ANSWER', by);
      }
      if (p.about === 'mood') {
        // the mood of the player chosen last
        return anxiety(by, [...p.chosen.slice(0, -1), {seat: p.chosen.at(-1).seat, card: answer[0]}]);
      }
      if (!answer.length) return finish(p.chosen); // no more players
      const seat = answer[0];
      const cards = odd(seat);
      if (cards.length > 1 || (cards.length === 1 && asksForced)) {
        return prompt({
          card: by,
          form: 'pick',
          about: 'mood',
          options: cards,
          min: 1,
          max: 1,
          chosen: [...p.chosen, {seat}],
        });
      }
      return anxiety(by, [...p.chosen, {seat, card: cards.length ? cards[0] : null}]);
    }

    const game = {
      waiting() {
        if (s.over) return null;
        return (
          s.effect || {
            id: 0,
            seat: s.round.turn,
            card: null,
            topic: null,
            form: 'turn',
            options: [],
          }
        );
      },
      play(seat, c, fromDiscard) {
        calls.push(['play', seat, c, fromDiscard]);
        if (s.over) refuse('GAME_OVER');
        if (seat !== s.round.turn) refuse('NOT_YOUR_TURN');
        if (s.effect) refuse('BAD_ANSWER', s.effect.card);
        if (fromDiscard || !s.hands[seat].includes(c))
          refuse(fromDiscard ? 'NOT_FROM_DISCARD' : 'NOT_IN_HAND');
        if (s.turn.played >= 1 + s.turn.extra.length) refuse('NO_PLAY_LEFT');
        s.hands[seat] = s.hands[seat].filter((x) => x !== c);
        s.moods[seat].push({
          card: c,
          by: seat,
          round: s.round.number,
          flipped: false,
          as: null,
          picked: {},
          muted: [],
        });
        s.turn.played += 1;
        if (asksPlay) {
          const options = [null, ...s.turn.extra];
          s.effect = prompt({card: null, topic: 'which-play', form: 'pick', about: 'play', options, min: 1, played: c});
        } else {
          s.effect = effectOf(c, seat);
        }
      },
      pass(seat) {
        calls.push(['pass', seat]);
        if (seat !== s.round.turn) refuse('NOT_YOUR_TURN');
        s.round.turn = (seat + 1) % s.hands.length;
        s.turn = {played: 0, extra: []};
      },
      reply(id, answer) {
        if (!s.effect || s.effect.id !== id) throw new Error(`no prompt ${id} is waiting`);
        const saved = JSON.stringify(s);
        try {
          s.effect = resolve(s.effect, answer);
        } catch (e) {
          s = JSON.parse(saved); // a refused call changes nothing
          calls.push(['refused', id, answer]);
          throw e;
        }
        calls.push(['reply', id, answer]);
      },
      table() {
        return {
          round: s.round.number,
          first: s.round.first,
          turn: s.round.turn,
          played: s.turn.played,
          mayPlayMore: s.turn.played < 1 + s.turn.extra.length,
          plays: s.effect || s.over ? [] : s.hands[s.round.turn].map((c) => ({card: c, fromDiscard: false})),
          seats: s.hands.map((hand, seat) => ({
            hand: [...hand],
            moods: s.moods[seat].map((m) => ({
              card: m.card,
              value: value(m),
              color: card(titleOf(m.card)).color,
              muted: m.muted.length > 0,
              as: m.as,
            })),
            score: s.moods[seat].reduce((sum, m) => sum + value(m), 0),
            roundsWon: s.roundsWon[seat],
          })),
          decks: s.decks.map((d) => [...d]),
          discards: s.discards.map((d) => [...d]),
          over: s.over,
        };
      },
      history: () => [...s.history],
      save: () => JSON.stringify(s),
      restore(saved) {
        calls.push(['restore']);
        s = JSON.parse(saved);
      },
    };
    return game;
  }

  return {card, newGame, TempersError, calls};
}

module.exports = {fakeTempers, TempersError};
