Feature: Open team
  Two teams of two; partners sit side by side and may look at each other's hands. After the
  deal they may trade up to two cards; a random player goes first.

  @note:variants.open-team.1
  Rule: An open team game is for four players

    Example: four players are dealt five cards each from the shared deck
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Carol has 5 cards in hand
      And Bob has 5 cards in hand
      And Dave has 5 cards in hand
      And there are 25 cards in the deck
      When Alice answers the exchange: nothing
      And Bob answers the exchange: nothing
      And the random pick for who goes first is Alice
      Then it is Alice's turn

  @note:variants.open-team.2
  Rule: The shared deck holds at least 45 cards

    Example: a 44-card deck is refused
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds 44 blank cards
      Then the game cannot be set up because the deck has 44 cards; an open team game needs at least 45

  @note:variants.open-team.3
  Rule: Partners sit side by side, so turns go to both players of one team, then both of the other

    Example: after Alice comes her partner Carol
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      When Alice passes
      Then it is Carol's turn
      When Carol passes
      Then it is Bob's turn

  @note:variants.open-team.4
  Rule: Every player starts with five cards

    Example: the deal gives five cards to each player, before any trade
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds Joy and Glee (top first)
      And the deck holds 43 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice's hand holds Joy, Glee, Complacency, Indifference and Apathy
      And Carol's hand holds Boredom, Laziness, Complacency, Indifference and Apathy
      And Alice is to answer the exchange
      And Alice may choose each of Joy and Glee

    Example: the shared deck is shuffled before the deal, under the setup's own rule
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      Then Alice cannot answer anything because the game is waiting for chance (rules.setup.1)
      And Alice has no cards in hand
      When the shuffle leaves the deck as it is
      Then Alice has 5 cards in hand
      And Alice is to answer the exchange
      And Alice may choose each of Apathy and Boredom

  @note:variants.open-team.5
  Rule: Partners score together: the team with the higher total wins the round
    Partners may also look at each other's hands: the next Rule shows each player's view.

    Example: Bob has the highest score, but Alice and Carol have the higher total
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Bob has moods Patience
      When the round is scored
      Then Bob scored 5
      And Alice and Carol win the round
      And Alice and Carol have won 1 round
      And Bob is to answer the team's draw
      And Bob may choose each of Bob and Dave

  @note:variants.open-team.5
  Rule: Partners see each other's hands; the other team sees only how many cards they hold

    Example: Alice sees Carol's hand, and Bob and Dave see neither
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Joy in hand
      And Carol has Glee and Fear in hand
      And Bob has Boredom in hand
      Then Alice sees Carol's hand
      And Carol sees Alice's hand
      And Alice cannot see Bob's hand
      And Bob cannot see Carol's hand
      And Bob cannot see Alice's hand
      And Dave sees Bob's hand

  @note:variants.open-team.6
  Rule: Partners may trade up to two cards with each other after the deal
    A trade is an exchange: each partner gives as many cards as they get back, so both
    still hold five. The partners agree; the engine asks the first of them, then the other.

    Example: Alice trades Joy and Glee to Carol for two of Carol's cards
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds Joy and Glee (top first)
      And the deck holds 43 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice cannot choose Joy, Glee and Complacency together (variants.open-team.6)
      When Alice answers the exchange: Joy and Glee
      Then Carol cannot choose Boredom alone (variants.open-team.6)
      When Carol answers the exchange: Boredom and Laziness
      And Bob answers the exchange: nothing
      Then Carol's hand holds Joy, Glee, Complacency, Indifference and Apathy
      And Alice's hand holds Boredom, Laziness, Complacency, Indifference and Apathy
      When the random pick for who goes first is Bob
      Then it is Bob's turn

    Example: a team may trade a single card, or none
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds Joy and Glee (top first)
      And the deck holds 43 more blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: Joy
      Then Carol cannot choose Boredom and Laziness together (variants.open-team.6)
      When Carol answers the exchange: Laziness
      And Bob answers the exchange: nothing
      And the random pick for who goes first is Carol
      Then Carol has 5 cards in hand
      And Joy is in Carol's hand
      And Alice's hand holds Laziness, Glee, Complacency, Indifference and Apathy

  @note:variants.open-team.6
  Rule: A random player goes first in the first round

    Example: chance picks Dave to go first
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: nothing
      And Bob answers the exchange: nothing
      And the random pick for who goes first is Dave
      Then it is Dave's turn
      When Dave passes
      Then it is Alice's turn

    Example: no one may play while chance picks who goes first
      Given an open team game: Alice and Carol against Bob and Dave
      And the deck holds 45 blank cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the exchange: nothing
      And Bob answers the exchange: nothing
      Then Alice cannot play Apathy because chance must first decide (variants.open-team.6)
      When the random pick for who goes first is Alice
      Then it is Alice's turn

  @note:variants.open-team.6
  Rule: The team that wins a round chooses which of its players goes first next round

    Example: Alice and Carol win, and they send Carol first
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy (top first)
      When the round is scored
      And Bob answers the team's draw: Dave
      Then Alice is to answer who goes first
      And Alice may choose each of Alice and Carol
      And Alice cannot choose Alice and Carol together (variants.open-team.6)
      When Alice answers who goes first: Carol
      Then Carol goes first
      And it is Carol's turn

    Example: when Carol goes first, the other team plays before Alice, who goes last
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Carol's turn
      When Carol passes
      Then it is Bob's turn
      When Bob passes
      And Dave passes
      Then it is Alice's turn

  @note:variants.open-team.7
  Rule: The losing team draws one card, looks at it, and chooses which partner gets it

    Example: Bob and Dave see Joy before giving it to Dave
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Bob and Dave looked at Joy
      And Dave sees Joy in the deck
      And Alice cannot see Joy in the deck
      And Bob is to answer the team's draw
      And Bob may choose each of Bob and Dave
      And Bob cannot choose Bob and Dave together (variants.open-team.7)
      And Bob cannot choose nothing (variants.open-team.7)
      When Bob answers the team's draw: Dave
      Then Joy is in Dave's hand
      And Bob has no cards in hand
      And the deck holds Fear (top first)
      And Alice is to answer who goes first
      And Alice may choose each of Alice and Carol

    Example: the play-by-play names the card to the losing team, and tells the winners only that they looked
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Dave is told that Bob looked at the card their team draws (1 card)
      And Bob is told that Dave looked at the card their team draws (1 card)
      And Alice is told that Bob looked at the card their team draws (1 card), but not which
      And Carol is told that Dave looked at the card their team draws (1 card), but not which
      And Bob is to answer the team's draw

  @note:variants.open-team.7
  Rule: A team that has won three rounds wins the game

    Example: Alice and Carol win their third round
      Given an open team game: Alice and Carol against Bob and Dave
      And it is round 5
      And it is Alice's turn
      And Alice and Carol have won 2 rounds
      And Bob and Dave have won 2 rounds
      And Carol has moods Boredom
      When the round is scored
      Then Alice and Carol win the game

  @note:variants.open-team.7
  Rule: A tie between the teams goes to the team that made the earliest play of the round
    The source gives the tie to the team that played first. As in traditional play
    (rules.scoring.1), the engine reads this as the earliest play of the round: a player
    who passed made no play, so a team whose first player passed may lose the tie.

    Example: no one plays this round, and the team that went first wins the tie
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Apathy
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice and Carol win the round
      And Bob is to answer the team's draw
      And Bob may choose each of Bob and Dave

    Example: Alice passes and Bob plays: Bob and Dave made the earliest play
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has Apathy in hand
      And the deck holds Joy (top first)
      When Alice passes
      And Carol passes
      And Bob plays Apathy
      And Bob passes
      And Dave passes
      Then Alice scored 4
      And Bob scored 4
      And Bob and Dave win the round
      And Alice is to answer the team's draw
      And Alice may choose each of Alice and Carol

    Example: no one plays and Dave went first: Bob and Dave win the tie, though Bob's turn comes last
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Dave's turn
      And Dave went first this round
      And Alice has moods Boredom
      And Bob has moods Apathy
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice scored 4
      And Bob scored 4
      And Bob and Dave win the round
      And Alice is to answer the team's draw

    Example: Carol, Bob, then Alice play: Carol's play came first, so her team wins though Alice played last
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Carol's turn
      And Carol went first this round
      And Dave has moods Complacency
      And Carol has Boredom in hand
      And Bob has Apathy in hand
      And Alice has Laziness in hand
      And the deck holds Joy (top first)
      When Carol plays Boredom
      And Carol passes
      And Bob plays Apathy
      And Bob passes
      And Dave passes
      And Alice plays Laziness
      And Alice passes
      Then Carol scored 4
      And Alice scored 4
      And Bob scored 4
      And Dave scored 4
      And Alice and Carol win the round
      And Bob is to answer the team's draw
