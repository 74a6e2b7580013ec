Feature: What players know of hidden cards
  A hand and the deck are hidden: a player knows a card there when they drew it, were shown
  it, or saw it go there (a card they gave, a mood put back into a hand). These rulings say
  how long they keep knowing it once its holder picks cards from that hand in secret, as
  Zeal, Compulsion, Confusion and Condescension have them do.

  @source:reference-2026-12-01 @card:condescension @card:zeal @card:doubt
  Rule: A card picked from a hand in secret is known where it goes only to who sees it picked or sees it arrive
    The reference's own ruling. Cards in a hand are not face up (rules.taking-a-turn.1: only
    moods are), and Zeal puts "a card from your hand" under the deck without showing it:
    where a card must be shown, the card says so and the notes add that every player sees
    it (doubt.text and doubt.3, intimidation.2, paranoia.2); a card passed to another
    player goes face down so that it is not known (confusion.3). So a player who knew a
    card was in Alice's hand (Bob gave it to her with Condescension) does not see whether
    it is the one she picks: where it went is known to Alice, who picked it, and to whoever
    sees the place it went (the player who gets it), and to nobody else.

    A careful reader might let what a player knows follow the card wherever it goes, as the
    engine once did: Bob would then know that the card he gave is under the deck, which is
    to know Alice's secret choice. The example fails under that reading.

    Example: Bob gave Alice Joy, and does not see her put it under the deck
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Condescension and Joy in hand
      And Bob played Condescension, choosing Joy
      And Alice has Zeal and Fear in hand
      And the deck holds Boredom (top first)
      Then Bob sees Joy in Alice's hand
      When Alice plays Zeal
      And Alice chooses Joy
      Then Joy is at the bottom of the deck
      And Alice sees Joy in the deck
      And Bob cannot see Joy in the deck

    Example: a card shown as it goes under the deck is known there to every player
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Doubt, Joy and Fear in hand
      And the deck holds Boredom (top first)
      When Alice plays Doubt
      And Alice chooses Joy
      Then Joy was revealed to every player
      And Joy is at the bottom of the deck
      And Bob sees Joy in the deck

    Example: Bob gave Alice Joy, and is not told that Joy is the card she picks to give Carol
      Given a game between Alice, Bob and Carol
      And it is Carol's turn
      And Bob has Condescension and Joy in hand
      And Bob played Condescension, choosing Joy then Alice
      And Alice has Fear in hand
      And Carol has Compulsion in hand
      Then Bob sees Joy in Alice's hand
      When Carol plays Compulsion
      And Carol chooses Alice
      And Alice answers Compulsion: Joy
      Then Joy is in Carol's hand
      And Carol is told which card went to Carol's hand
      And Bob is not told which card went to Carol's hand
      And Bob cannot see Joy in Carol's hand

  @source:reference-2026-12-01 @card:condescension @card:zeal @card:compulsion @card:doubt
  Rule: Once a hand's holder picks cards from it in secret, who knew cards there no longer knows which stayed, unless they see where the picked cards went
    The reference's own ruling, the other half of the one above. If Bob, who knew Joy was in
    Alice's hand, still knew it there after Alice put some card under the deck, he would
    know that she did not pick Joy: her secret choice would show as surely as if he saw the
    card go (the reasons are those above: rules.taking-a-turn.1, confusion.3, doubt.3). So
    he can no longer say which of the cards he knew are still there. A player who sees where
    every picked card went can: when Alice gives Bob a card with Compulsion, Bob sees which
    card he gets, so he knows the cards he knew in her hand are still there.

    A careful reader might let a player keep knowing every card that did not move, since
    it did not move; the first example fails under that reading. A stricter reader might
    make every player who does not see the hand forget its cards, the one who got the card
    as well; the second example fails under that reading.

    Example: Alice puts Fear under the deck, and Bob can no longer say that Joy is in her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Condescension and Joy in hand
      And Bob played Condescension, choosing Joy
      And Alice has Zeal and Fear in hand
      And the deck holds Boredom (top first)
      When Alice plays Zeal
      And Alice chooses Fear
      Then Joy is in Alice's hand
      And Bob cannot see Joy in Alice's hand
      And Bob knows 0 of the cards in Alice's hand

    Example: Alice gives Bob Fear, and Bob knows that Joy is still in her hand
      Given a game between Alice and Bob
      And it is Bob's turn
      And Bob has Condescension, Joy and Compulsion in hand
      And Bob played Condescension, choosing Joy
      And Alice has Fear in hand
      When Bob plays Compulsion
      And Alice chooses Fear
      Then Fear is in Bob's hand
      And Bob sees Joy in Alice's hand

    Example: Alice reveals Fear with Doubt as it goes under the deck, and Bob knows that Joy is still in her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Condescension and Joy in hand
      And Bob played Condescension, choosing Joy
      And Alice has Doubt and Fear in hand
      And the deck holds Boredom (top first)
      When Alice plays Doubt
      And Alice chooses Fear
      Then Fear is at the bottom of the deck
      And Bob sees Joy in Alice's hand

  @source:reference-2026-12-01 @card:condescension @card:zeal @card:fear
  Rule: In a duel, a card in a player's hand that the other player owns is known to both for as long as it is there
    The reference's own ruling. A duel marks every card that crosses to the other player
    (variants.duel-play.7), and the page on duel play says that a card going to the other
    player's hand is laid, marked, in front of that player, because both players know it
    (variants.duel-play.8). So such a card is not hidden like the rest of a hand: both
    players see it for as long as it stays in that hand, whatever its holder picks from the
    hand in secret (the ruling above, for traditional play, does not reach it). Its holder
    cannot pick it unseen either: both players see it leave the hand and where it goes, and
    so whoever knew the other cards of that hand still knows them.

    A careful reader might take "known by both players" as the reason to mark the card, and
    otherwise let the card be hidden like any card in a hand, so that the player who gave it
    loses track of it after a secret pick, as in traditional play. The example fails under
    that reading.

    Example: Bob gave Alice his Joy, and still sees it after Alice puts Fear under her deck
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has Condescension and Joy in hand
      And Bob played Condescension, choosing Joy
      And Alice has Zeal and Fear in hand
      And Alice's deck holds Boredom (top first)
      When Alice plays Zeal
      And Alice chooses Fear
      Then Joy is in Alice's hand
      And Bob sees Joy in Alice's hand
      And Bob knows 1 of the cards in Alice's hand

    Example: Alice puts Bob's Joy under his deck with Zeal; Bob knows it is there, and still knows the Boredom she took back
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Fear, Zeal and Joy in hand
      And Joy belongs to Bob
      And Alice's deck holds Laziness (top first)
      When Alice plays Fear
      And Alice chooses Boredom
      And Alice plays Zeal
      And Alice chooses Joy
      Then Joy is at the bottom of Bob's deck
      And Bob knows 1 of the cards in Bob's deck
      And Bob sees Boredom in Alice's hand

  @source:reference-2026-12-01 @card:fear @card:regret
  Rule: A mood put into a hand is known there to every player, for it was face up as it went
    The reference's own ruling. Moods are face up (rules.taking-a-turn.1), so every player
    sees which mood leaves play and whose hand it goes into; nothing in the sources hides it
    on the way (a card that must not be known is passed face down, confusion.3). A hand is
    hidden, but not a card everybody watched arrive in it: every player knows it is there
    until its holder plays it or picks it unseen (the first ruling of this page).

    A careful reader might hide it as soon as it is in the hand, since only moods are face
    up: the other players would then not know the card they all saw go there. Both examples
    fail under that reading.

    Example: Alice takes her Boredom back with Fear, and Bob and Carol know it is in her hand
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Alice has Fear in hand
      When Alice plays Fear
      And Alice chooses Boredom
      Then Bob sees Boredom in Alice's hand
      And Carol sees Boredom in Alice's hand

    Example: Alice takes Bob's Generosity with Regret, and Carol knows where it went
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom and Laziness
      And Bob has moods Generosity and Apathy
      When Alice plays Regret
      And Alice chooses Generosity
      Then Carol sees Generosity in Alice's hand
      And Carol sees Boredom in Alice's hand
      And Bob knows 3 of the cards in Alice's hand

  @source:reference-2026-12-01 @card:fear
  Rule: A card played from a hand is seen by all as it goes, so whoever knew the other cards there still knows them
    The reference's own ruling, against the one at the top of this page. Playing a card
    puts it face up into play (rules.taking-a-turn.1): every player sees which card left the
    hand. That is no secret pick, so a player who knew other cards in that hand can still
    tell they are there.

    A careful reader might treat any card leaving a hidden hand as a pick that makes the
    others forget what they knew of it; the examples fail under that reading.

    Example: Bob saw Alice take Boredom back; she plays Joy, and Bob still knows Boredom is in her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Fear and Joy in hand
      When Alice plays Fear
      And Alice chooses Boredom
      And Alice plays Joy
      Then Joy is one of Alice's moods
      And Bob sees Boredom in Alice's hand
      And Bob knows 1 of the cards in Alice's hand

    Example: with three players, Alice takes Laziness back and plays Joy; Bob and Carol still know Laziness is in her hand
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Alice has Fear and Joy in hand
      When Alice plays Fear
      And Alice chooses Laziness
      Then Carol sees Laziness in Alice's hand
      When Alice plays Joy
      Then Carol sees Laziness in Alice's hand
      And Bob sees Laziness in Alice's hand
      And Carol knows 1 of the cards in Alice's hand

  @source:reference-2026-12-01 @card:nostalgia
  Rule: A card put into a hand from the discard pile is known there to every player
    The reference's own ruling. The discard pile is shared by every player (rules.setup.1,
    glossary.discard-pile) and face up: cards are chosen from it by what they are
    (nostalgia.text), and the only discards the sources keep face down are a quick draft's
    (variants.quick-draft.4). So every player sees which card leaves it and into whose
    hand it goes; as with a mood put into a hand, they know it is there.

    A careful reader might hide the card once it is in the hand; the example fails under
    that reading.

    Example: Alice picks Joy out of the discard pile with Nostalgia, and Bob and Carol know she has it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Nostalgia in hand
      And the discard pile holds Joy and Fear
      When Alice plays Nostalgia
      And Alice chooses Joy
      Then Bob sees Joy in Alice's hand
      And Carol sees Joy in Alice's hand
      And Carol knows 1 of the cards in Alice's hand

    Example: every player is told which card Alice picks out of the discard pile, and still sees the rest of the pile
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Nostalgia in hand
      And the discard pile holds Joy and Fear
      When Alice plays Nostalgia
      And Alice chooses Joy
      Then Bob is told which card Alice chose
      And Carol is told which card Alice chose
      And Carol knows 1 of the cards in the discard pile

  @source:reference-2026-12-01 @card:condescension
  Rule: A card given from one hand to another is known to the giver and the receiver, and to nobody else
    The reference's own ruling. A card in a hand is not face up (rules.taking-a-turn.1), and
    a card given from a hand is not shown unless the card says so (intimidation.2 reveals it,
    confusion.3 passes it face down so that it is not known). So the giver, who chose it, and
    the receiver, who sees it arrive, know where it is; the other players see only that a
    card went.

    A careful reader might let every player know a given card, as with a mood put into a
    hand; the examples fail under that reading.

    Example: Alice gives Joy to Bob; Carol does not know which card Bob got
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Condescension and Joy in hand
      When Alice plays Condescension
      And Alice chooses Joy
      And Alice chooses Bob
      Then Joy is in Bob's hand
      And Alice sees Joy in Bob's hand
      And Carol cannot see Joy in Bob's hand
      And Carol knows 0 of the cards in Bob's hand
      And Bob is told which card went to Bob's hand
      And Carol is not told which card went to Bob's hand

    Example: Alice gives Hate to Carol; Bob, who holds cards of his own, does not know which card Carol got
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Condescension, Joy and Hate in hand
      And Bob has Fear in hand
      When Alice plays Condescension
      And Alice chooses Hate
      And Alice chooses Carol
      Then Hate is in Carol's hand
      And Carol sees Hate in Carol's hand
      And Alice sees Hate in Carol's hand
      And Bob cannot see Hate in Carol's hand
      And Bob knows 0 of the cards in Carol's hand

  @source:reference-2026-12-01 @card:intimidation @card:fascination
  Rule: A card revealed as it goes into a hand is known there to every player, not only to the two who handle it
    The reference's own ruling. A revealed card is shown to every player (intimidation.2,
    doubt.3, paranoia.2), so every player knows where it went, the players it did not
    concern included. Fascination's card is revealed and then given (fascination.text): it
    is known in its new hand the same way.

    A careful reader might let only the giver and the receiver know it, as with a card given
    unseen; the example fails under that reading.

    Example: Bob reveals Joy and puts it into Alice's hand; Carol knows it is there
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Intimidation in hand
      And Bob has Joy and Boredom in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      And Bob chooses Joy
      Then Joy was revealed to every player
      And Carol sees Joy in Alice's hand
      And Carol knows 0 of the cards in Bob's hand

    Example: Alice reveals Hate and gives it to Bob; Carol knows it is there
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Fascination, Hate and Zeal in hand
      When Alice plays Fascination
      And Alice chooses Hate
      And Alice chooses Bob
      Then Hate is in Bob's hand
      And Carol sees Hate in Bob's hand
      And Carol is told which card went to Bob's hand

  @source:reference-2026-12-01 @card:paranoia @card:corruption
  Rule: Who knows a card in the deck knows who draws it
    The reference's own ruling. No source says what a player remembers of the deck, but
    the rules fix its order for everyone: it is shuffled once, before the deal, and its
    bottom card is shown (rules.setup.1); it is a stack drawn from (glossary.deck); cards
    join it only on the bottom (zeal.text, paranoia.text, corruption.text); and how many
    cards it holds is never hidden. So a player
    who knows that a card is in the deck (they saw it revealed at the bottom, or saw it go
    under) also knows where it is, and sees who draws it. The notes take this for granted:
    with the deck empty, Paranoia's player draws the very card Paranoia revealed and put
    under it (paranoia.2, paranoia.3), and Corruption's player the cards just put under it
    (corruption.1).

    A careful reader might stop a player's knowledge at the deck, as the engine once did:
    knowing that a card is in the deck would not be knowing who draws it. Every example
    fails under that reading; the last one, where the deck is not emptied, also fails under
    a reader who carries knowledge out of the deck only when its last card is drawn.

    Example: Bob's Joy, revealed under the empty deck, is drawn by Alice, and every player knows she has it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Paranoia in hand
      And Bob has Joy in hand
      When Alice plays Paranoia
      And Alice chooses Bob
      Then Joy is in Alice's hand
      And Bob sees Joy in Alice's hand
      And Carol sees Joy in Alice's hand

    Example: Alice draws back the two cards she put under the empty deck, and Bob knows both are in her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Corruption in hand
      And the discard pile holds Boredom, Laziness and Apathy
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      And Alice chooses Boredom and Laziness
      Then Alice's hand holds Boredom and Laziness
      And Bob knows 2 of the cards in Alice's hand

    Example: Bob draws Carol's Joy from the top of the deck with Alice's Fear still under it, and Carol and Alice know he has it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Paranoia in hand
      And Bob has Paranoia in hand
      And Carol has Joy in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      And Alice chooses Carol
      Then Fear is in Alice's hand
      And the deck holds Joy (top first)
      When Alice passes
      And Bob plays Paranoia
      And Bob chooses Alice
      Then Joy is in Bob's hand
      And the deck holds Fear (top first)
      And Carol sees Joy in Bob's hand
      And Alice sees Joy in Bob's hand

  @source:reference-2026-12-02 @card:duplicity @card:courage @card:laziness
  Rule: A question that names a card in every player's sight is told to every player, though copies of that card lie hidden
    The reference's own ruling. A choice is hidden from a player only for the hidden cards it
    would show (rules.taking-a-turn.1: moods are face up, hands and the deck are not). When
    the question names a card that every player sees, a mood (duplicity.text asks of the
    mood just played) or the bottom card shown at the setup (rules.setup.1), it shows nothing
    hidden, even where another card of the same name lies in a hand or a deck (copies of the
    blank cards, two decks in a duel): nobody can tell that the name is that card's.

    A careful reader might hide every choice whose question names a card of which some copy
    is hidden, from all but those who know that copy: the players would then not be told the
    choice of who goes first, nor that Alice had Courage act once only. Both examples fail
    under that reading.

    Example: Carol holds a second Courage, and every player is told that Alice has Courage act once only
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom and Duplicity
      And Bob has moods Generosity and Self-Loathing
      And Alice has Courage in hand
      And Carol has Courage in hand
      When Alice plays Courage
      And Alice chooses Bob
      And Alice chooses Generosity
      And Alice answers Duplicity: once only
      Then Bob has moods Self-Loathing
      And Alice is told what Alice chose
      And Bob is told what Alice chose
      And Carol is told what Alice chose

    Example: copies of Laziness are in the hands, and both players are told who chooses who goes first
      Given a game between Alice and Bob
      And the deck holds 15 blank cards, Laziness at the bottom
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Bob chooses who goes first
      Then Alice is told what the players chose
      And Bob is told what the players chose
      When Bob answers who goes first: Alice
      Then it is Alice's turn

  @source:reference-2026-12-04 @card:altruism
  Rule: Cards put into a deck in a random order are known to be in it, not where: who sees them go knows they are there, until a draw from among them that they do not see
    The reference's own ruling. A random order hides only the order: the cards are turned face
    down and mixed (glossary.random), and what goes into the deck is in every player's sight
    when it comes from a face-up place (altruism.text puts the rest of the face-up discard pile
    under the deck in a random order; the drafts shuffle the cards each drafter took and
    kept, variants.draft-play.1). So a player who saw those cards go knows they are in the
    deck, though not which of them lies where. Once a player draws from among them and the
    others do not see the card drawn, the others can no longer tell which of them are left,
    and know none of them there any more; the player who drew still knows what is left, having
    seen what they took.

    A careful reader might end what anyone knows of a deck with every shuffle, as the engine
    once did: then nobody would know that the cards Altruism put under the deck are in it,
    nor a drafter the cards of their own deck. The first example fails under that reading;
    the second fails under a reader who keeps the cards known after an unseen draw.

    Example: the two cards Altruism leaves go under the deck, and both players know they are there
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Altruism in hand
      And the discard pile holds Joy, Fear, Glee and Hate
      When Alice plays Altruism
      And the random pick is Joy
      And the random pick is Fear
      And the random order is Glee then Hate
      Then Alice knows 2 of the cards in the deck
      And Bob knows 2 of the cards in the deck
      And Alice is not told what the random pick chose
      And Bob is not told what the random pick chose

    Example: Alice draws one of those two cards, and only she knows which is left
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Altruism in hand
      And Bob has moods Generosity and Boredom
      And the discard pile holds Joy, Fear, Glee and Hate
      When Alice plays Altruism
      And the random pick is Joy
      And the random pick is Fear
      And the random order is Glee then Hate
      And Alice passes
      And Bob passes
      Then Bob wins the round
      And Alice drew Glee
      And Alice knows 1 of the cards in the deck
      And Bob knows 0 of the cards in the deck
