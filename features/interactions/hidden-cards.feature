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

  @source:reference-2026-12-01 @card:condescension @card:zeal @card:compulsion
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
