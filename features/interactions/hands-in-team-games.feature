Feature: Hands in team games
  Partners keep hands of their own in both team games. Open teams may look at each other's
  hands at any time; closed teams see nothing of each other's hands, apart from the two cards
  each player passed face down after the deal. These rulings say who knows a card once a
  mood's effect moves it from one hand to another, shows it, or makes a player discard it.

  @source:community-2026-12-04 @card:compulsion @card:condescension @card:confusion @card:rationalization @card:zeal
  Rule: In an open team game, a card that leaves a hand or comes into it unseen is known to that hand's partner too
    A players' question, settled by the rules. In a traditional game a card handed over
    unseen is known to the one who gives it and the one who gets it, and nobody else, and a
    card put from a hand under the deck only to its player (hidden-cards.feature's rulings).
    In an open team game each player may look at the partner's hand at any time
    (variants.open-team.5): the giver's partner sees the card leave a hand they watch, for
    the place the card's text names, and the receiver's partner sees it arrive. So
    Compulsion, Condescension and Confusion, which hand cards over (compulsion.text,
    condescension.text, confusion.text), and Rationalization, which passes whole hands
    (rationalization.text), tell each card they move to both teams whenever it crosses from
    one team to the other; and the partner of a player who puts a card under the deck with
    Zeal (zeal.text) knows where it lies.

    Example: Bob gives Joy to Alice for her Compulsion: Carol and Dave know Alice has it, as well as Alice and Bob
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Compulsion in hand
      And Bob has Joy and Fear in hand
      When Alice plays Compulsion
      And Alice chooses Bob
      And Bob answers Compulsion: Joy
      Then Joy is in Alice's hand
      And Carol sees Joy in Alice's hand
      And Dave sees Joy in Alice's hand

    Example: Alice gives Joy to Dave for her Condescension: her partner Carol knows Dave has it, and so does Bob
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Condescension, Joy and Fear in hand
      When Alice plays Condescension
      And Alice chooses Joy
      And Alice chooses Dave
      Then Joy is in Dave's hand
      And Condescension's value is 6
      And Carol sees Joy in Dave's hand
      And Bob sees Joy in Dave's hand

    Example: with Alice's Confusion each hand gives a card to the left, and Alice knows the Fear that Carol gave Bob
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Confusion and Joy in hand
      And Carol has Fear in hand
      And Bob has Hate in hand
      And Dave has Glee in hand
      When Alice plays Confusion
      And Alice chooses left
      Then Alice's hand holds Glee
      And Carol's hand holds Joy
      And Bob's hand holds Fear
      And Dave's hand holds Hate
      And Alice sees Fear in Bob's hand
      And Bob sees Glee in Alice's hand

    Example: with Alice's Rationalization every hand goes to the left, and Alice knows the hand Carol passed to Bob
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Rationalization and Joy in hand
      And Carol has Fear and Hate in hand
      And Bob has Glee in hand
      And Dave has Patience in hand
      When Alice plays Rationalization
      And Alice chooses every hand to the next player
      And Alice chooses left
      Then Bob's hand holds Fear and Hate
      And Alice sees Fear in Bob's hand
      And Alice knows 2 of the cards in Bob's hand
      And Bob sees Patience in Alice's hand

    Example: Alice puts Joy under the deck with Zeal and draws Fear: her partner Carol knows where both cards are, and Bob knows neither
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Zeal, Joy and Hate in hand
      And the deck holds Fear and Glee (top first)
      When Alice plays Zeal
      And Alice chooses Joy
      Then Joy is at the bottom of the deck
      And Alice drew Fear
      And Carol sees Joy in the deck
      And Carol sees Fear in Alice's hand
      And Bob cannot see Joy in the deck

  @source:reference-2026-12-04 @card:paranoia @card:suspicion @card:intimidation @card:compulsion
  Rule: In a closed team game, a player knows the two cards they passed until one of the partner's cards leaves that hand unseen
    The reference's own ruling. After the deal each player of a closed team passes two cards
    face down to the partner (variants.closed-team.6), and from then on sees nothing of the
    partner's hand (variants.closed-team.5): the passer knows those two cards are there, and
    nothing else. The sources say no more, so the reference follows the passed cards as it
    follows any card a player knows in another's hand (hidden-cards.feature's rulings): when a
    card leaves the partner's hand in everyone's sight (shown and put under the deck by
    Paranoia, paranoia.text; discarded face up for Suspicion, suspicion.text; shown and handed
    over for Intimidation, intimidation.text), the passer sees which card went and still
    knows the other; when the partner picks a card in secret and gives it away
    (compulsion.text), the passer cannot tell which went, and no longer knows either.

    A careful implementer might read it one of two other ways: that any card leaving the
    partner's hand ends what the passer knew of it, or that the passer keeps knowing both
    cards whatever happens to the hand. The first three examples fail under the first of
    those readings, and the last under the second.

    Example: Bob's Paranoia shows Joy from Carol's hand at random and puts it under the deck; Alice, who passed Joy and Glee to Carol, still knows Glee is there
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy, Glee, Boredom, Laziness, Apathy, Paranoia, Boredom, Laziness, Apathy, Complacency (top first)
      And the deck holds 35 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Joy and Glee
      And Bob answers the exchange: Boredom and Laziness
      And Carol answers the exchange: Complacency and Indifference
      And Dave answers the exchange: Complacency and Indifference
      And the random pick for who goes first is Bob
      Then Alice knows 2 of the cards in Carol's hand
      When Bob plays Paranoia
      And Bob chooses Carol
      And the random pick is Joy
      Then Joy is at the bottom of the deck
      And Alice sees Glee in Carol's hand
      And Alice knows 1 of the cards in Carol's hand
      And Bob cannot see Glee in Carol's hand

    Example: for Bob's Suspicion Carol discards Joy, which Alice passed her; Alice still knows Glee is there
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy, Glee, Boredom, Laziness, Apathy, Suspicion, Boredom, Laziness, Apathy, Complacency (top first)
      And the deck holds 35 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Joy and Glee
      And Bob answers the exchange: Boredom and Laziness
      And Carol answers the exchange: Complacency and Indifference
      And Dave answers the exchange: Complacency and Indifference
      And the random pick for who goes first is Bob
      When Bob plays Suspicion
      And Bob chooses Carol
      And Carol answers Suspicion: Joy
      Then Joy is in the discard pile
      And Alice sees Glee in Carol's hand
      And Alice knows 1 of the cards in Carol's hand

    Example: for Bob's Intimidation Carol shows Joy, which Alice passed her, and puts it into Bob's hand; Alice still knows Glee is there
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy, Glee, Boredom, Laziness, Apathy, Intimidation, Boredom, Laziness, Apathy, Complacency (top first)
      And the deck holds 35 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Joy and Glee
      And Bob answers the exchange: Boredom and Laziness
      And Carol answers the exchange: Complacency and Indifference
      And Dave answers the exchange: Complacency and Indifference
      And the random pick for who goes first is Bob
      When Bob plays Intimidation
      And Bob chooses Carol
      And Carol answers Intimidation: Joy
      Then Dave sees Joy in Bob's hand
      And Alice sees Glee in Carol's hand
      And Alice knows 1 of the cards in Carol's hand

    Example: for Bob's Compulsion Carol gives him a card in secret; Alice cannot tell which, and no longer knows that Joy or Glee is in Carol's hand
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy, Glee, Boredom, Laziness, Apathy, Compulsion, Boredom, Laziness, Apathy, Complacency (top first)
      And the deck holds 35 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Joy and Glee
      And Bob answers the exchange: Boredom and Laziness
      And Carol answers the exchange: Complacency and Indifference
      And Dave answers the exchange: Complacency and Indifference
      And the random pick for who goes first is Bob
      When Bob plays Compulsion
      And Bob chooses Carol
      And Carol answers Compulsion: Joy
      Then Joy is in Bob's hand
      And Alice cannot see Glee in Carol's hand
      And Alice knows 0 of the cards in Carol's hand
