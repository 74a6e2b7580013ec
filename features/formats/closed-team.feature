Feature: Closed team
  Two teams of two; partners sit across from each other, so turns alternate between the
  teams, and keep their hands to themselves. After the deal, each player passes two cards
  face down to their partner; a random player goes first.

  @note:variants.closed-team.1
  Rule: A closed team game is for four players

    Example: four players are dealt five cards each from the shared deck
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Bob has 5 cards in hand
      And Carol has 5 cards in hand
      And Dave has 5 cards in hand
      And there are 25 cards in the deck
      And Alice is to answer the exchange
      And Alice may choose each of Apathy and Boredom

  @note:variants.closed-team.2
  Rule: The shared deck holds at least 45 cards

    Example: a 44-card deck is refused
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds 44 blank cards
      Then the game cannot be set up because the deck has 44 cards; a closed team game needs at least 45

  @note:variants.closed-team.3
  Rule: Partners sit across from each other, so turns alternate between the teams

    Example: Alice, then Bob, then Carol, then Dave
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      When Alice passes
      Then it is Bob's turn
      When Bob passes
      Then it is Carol's turn
      When Carol passes
      Then it is Dave's turn

  @note:variants.closed-team.4
  Rule: Every player starts with five cards

    Example: the deal gives five cards to each player, before any card is passed
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy and Glee (top first)
      And the deck holds 43 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice's hand holds Joy, Glee, Complacency, Indifference and Apathy
      And Bob's hand holds Boredom, Laziness, Complacency, Indifference and Apathy
      And Alice is to answer the exchange
      And Alice may choose each of Joy and Glee

  @note:variants.closed-team.5
  Rule: Partners score together: the team with the higher total wins the round
    Partners may not look at each other's hands or talk about them: the next Rule shows each
    player's view. What they say at the table is theirs to keep to.

    Example: Alice and Carol win on their total though Bob scored the most
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Bob has moods Patience
      When the round is scored
      Then Bob scored 5
      And Alice and Carol win the round
      And Bob is to answer the team's draw
      And Bob may choose each of Bob and Dave

  @note:variants.closed-team.5
  Rule: Partners do not see each other's hands

    Example: Alice sees her own hand and not Carol's
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Joy in hand
      And Carol has Glee and Fear in hand
      Then Alice sees Alice's hand
      And Alice cannot see Carol's hand
      And Carol cannot see Alice's hand
      And Bob cannot see Carol's hand

  @note:variants.closed-team.6
  Rule: Each player must pass two cards face down to their partner, choosing before seeing what they get
    Every player chooses their two cards first; then all the cards are passed at once, so
    no choice can depend on the cards received.

    Example: Alice and Carol each pass two cards, and the cards move only once all have chosen
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy and Glee (top first)
      And the deck holds 43 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice is to answer the exchange
      And Alice cannot choose Joy alone (variants.closed-team.6)
      And Alice cannot choose Joy, Glee and Complacency together (variants.closed-team.6)
      When Alice answers the exchange: Joy and Glee
      And Bob answers the exchange: Boredom and Laziness
      Then Alice's hand holds Joy, Glee, Complacency, Indifference and Apathy
      When Carol answers the exchange: Complacency and Apathy
      And Dave answers the exchange: Complacency and Apathy
      Then Carol's hand holds Joy, Glee, Boredom, Laziness and Indifference
      And Alice's hand holds Complacency, Apathy, Complacency, Indifference and Apathy
      And Dave's hand holds Boredom, Laziness, Indifference, Boredom and Laziness
      When the random pick for who goes first is Alice
      Then it is Alice's turn

    Example: the two cards passed face down are known to the partner who passed them, and to nobody else
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds Joy and Glee (top first)
      And the deck holds 43 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Joy and Glee
      And Bob answers the exchange: Boredom and Laziness
      And Carol answers the exchange: Complacency and Apathy
      And Dave answers the exchange: Complacency and Apathy
      Then Alice knows 2 of the cards in Carol's hand
      And Alice sees Joy in Carol's hand
      And Carol knows 2 of the cards in Alice's hand
      And Bob cannot see Carol's hand
      And Dave cannot see Alice's hand
      And Bob knows 2 of the cards in Dave's hand
      When the random pick for who goes first is Alice
      Then it is Alice's turn

  @note:variants.closed-team.7
  Rule: A random player goes first; after that, the team that won the round chooses which of its players goes first

    Example: chance picks Carol to go first, and turns alternate from her
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Apathy and Boredom
      And Bob answers the exchange: Apathy and Boredom
      And Carol answers the exchange: Apathy and Boredom
      And Dave answers the exchange: Apathy and Boredom
      And the random pick for who goes first is Carol
      Then it is Carol's turn
      When Carol passes
      Then it is Dave's turn

    Example: no one may play while chance picks who goes first
      Given a closed team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Apathy and Boredom
      And Bob answers the exchange: Apathy and Boredom
      And Carol answers the exchange: Apathy and Boredom
      And Dave answers the exchange: Apathy and Boredom
      Then Alice cannot play Apathy because chance must first decide (variants.closed-team.7)
      When the random pick for who goes first is Alice
      Then it is Alice's turn

    Example: Bob and Dave win, and they send Dave first
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Bob has moods Boredom
      And the deck holds Joy (top first)
      When the round is scored
      And Alice answers the team's draw: Carol
      Then Bob is to answer who goes first
      And Bob may choose each of Bob and Dave
      And Bob cannot choose Bob and Dave together (variants.closed-team.7)
      When Bob answers who goes first: Dave
      Then Dave goes first
      And it is Dave's turn

  @note:variants.closed-team.8
  Rule: The losing team chooses which partner draws its one card, without looking at it first

    Example: Bob and Dave choose Dave before anyone sees the card
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then nobody looked at Joy
      And Dave cannot see Joy in the deck
      And Bob is to answer the team's draw
      And Bob may choose each of Bob and Dave
      And Bob cannot choose Bob and Dave together (variants.closed-team.8)
      And Bob cannot choose nothing (variants.closed-team.8)
      When Bob answers the team's draw: Dave
      Then Joy is in Dave's hand
      And the deck holds Fear (top first)
      And Alice is to answer who goes first
      And Alice may choose each of Alice and Carol

  @note:variants.closed-team.8
  Rule: A team that has won three rounds wins the game

    Example: Bob and Dave win their third round
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is round 4
      And it is Alice's turn
      And Bob and Dave have won 2 rounds
      And Dave has moods Boredom
      When the round is scored
      Then Bob and Dave win the game

  @note:variants.closed-team.8
  Rule: A tie between the teams goes to the team that made the earliest play of the round
    Read as in traditional play (rules.scoring.1): a player who passed made no play.

    Example: Alice plays first and her team wins the tie
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Boredom in hand
      And Dave has moods Apathy
      And the deck holds Joy (top first)
      When Alice plays Boredom
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice scored 4
      And Dave scored 4
      And Alice and Carol win the round
      And Bob is to answer the team's draw
      And Bob may choose each of Bob and Dave
