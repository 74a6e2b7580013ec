@game:feelinks
Feature: A round of Feelinks
  A round's phases, in order: a new Master of emotions, the situation, everyone's own
  emotion, the teams, the bets on partners, show time, scoring and the Emotion cards.

  @note:feelinks.object-of-the-game.1
  Rule: Each player first picks their own emotion, then bets on their partner's

    Example: own emotions first, then the bets
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      Then the game waits for the own emotions of Ann, Bob, Cecile and Elsa
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      Then the game waits for the bets of Ann, Bob, Cecile and Elsa

  @note:feelinks.object-of-the-game.2
  Rule: Tokens move on the Emotion track only for reading one's partner

    Example: a pair that read each other moves, a pair that did not stays
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 5 and Elsa 6
      Then Ann has 3 points
      And Bob has 3 points
      And Cecile has 0 points
      And Elsa has 0 points

  @note:feelinks.game-play.1
  Rule: The phases of a round are played strictly in order

    Example: no bet before the teams are known
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      Then Ann cannot bet 3 on Bob because it is not the time for that

    Example: the situation cannot be changed once it is read out
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      Then Ann cannot change the Situation card because it is not the time for that

  @note:feelinks.game-play.2
  Rule: From the second round on, the Master of emotions is the next player clockwise

    Example: the first round's Master is the first player, the second round's the next one
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then Ann is the Master of emotions
      When Ann reads out proposition 2
      And the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 5 and Elsa 6
      And Ann keeps the Emotion cards
      Then it is round 2 of Feelinks
      And Bob is the Master of emotions

  @note:feelinks.game-play.4
  Rule: The Master reads out one of the Situation card's three propositions, and may change the card once
    A changed card goes under the deck and the Master takes the next one; the engine
    refuses a second change in the same round.

    Example: the Master changes the card once, then reads
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      When Ann changes the Situation card
      Then the Situation card put back is at the bottom of the deck
      And the Situation deck holds 39 cards
      And Ann cannot change the Situation card because the Situation card can be changed only once a round
      When Ann reads out proposition 3
      Then the game waits for the own emotions of Ann, Bob, Cecile and Elsa

    Example: a card has three propositions
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then Ann cannot read out proposition 4 because a Situation card has propositions 1 to 3

    Example: only the Master reads out the situation
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then Bob cannot read out proposition 1 because Bob cannot do that now: the game waits for Ann

  @note:feelinks.game-play.5
  Rule: Every player, the Master too, plays a Vote card face down for their own emotion

    Example: the Master's own emotion is awaited like the others'
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When Bob feels emotion 4
      And Cecile feels emotion 4
      And Elsa feels emotion 2
      Then the game waits for the own emotions of Ann
      And no card has been shown yet

    Example: an own emotion is a number from 1 to 8
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      Then Ann cannot feel emotion 0 because one's own emotion is a Vote card from 1 to 8
