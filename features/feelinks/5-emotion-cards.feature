@game:feelinks
Feature: Changing an Emotion card in Feelinks
  The round's last phase: the Master may renew one of the eight emotions.

  @note:feelinks.game-play.26
  Rule: The Master may replace one Emotion card, which leaves the game, with the next card of the same symbol

    Example: the Master replaces the card at slot 4
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 4 and Elsa 3
      And Ann changes the Emotion card at slot 4
      Then slot 4 holds a square Emotion card
      And 5 square Emotion cards are left in their stack
      And 1 Emotion card is out of the game
      And Bob is the Master of emotions

    Example: the Master may keep the cards as they are
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 4 and Elsa 3
      And Ann keeps the Emotion cards
      Then 0 Emotion cards are out of the game
      And 6 square Emotion cards are left in their stack

    Example: only the Master changes an Emotion card
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 4 and Elsa 3
      Then Bob cannot change the Emotion card at slot 4 because Bob cannot do that now: the game waits for Ann

  @note:feelinks.game-play.27
  Rule: A card is replaced only by one of its own symbol, so a symbol whose stack is empty can no longer change

    Example: no square card is left
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And no square Emotion cards are left in their stack
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1, Cecile 4 and Elsa 3
      Then Ann cannot change the Emotion card at slot 5 because no square Emotion card is left, so a square card can no longer be changed
      When Ann changes the Emotion card at slot 7
      Then slot 7 holds a triangle Emotion card
      And 3 triangle Emotion cards are left in their stack
