@card:repentance
Feature: Repentance
  White, uncommon, value 2. Its player may choose a number; every other mood worth that
  number is suppressed until the end of the round.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:repentance.1
  Rule: Choosing a number is optional

    Example: Alice chooses no number and nothing is suppressed
      Given Bob has moods Generosity
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses nothing
      Then Generosity is not suppressed

  @note:repentance.2
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: Sadness worth 4 is suppressed and stays at 0
      Given Bob has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses 4
      Then Sadness's value is 0
      And Bob's score is 0

  @note:repentance.3
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: a suppressed black Sadness still helps Excitement
      Given Alice has moods Excitement and Hate
      And Bob has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses 4
      Then Sadness is suppressed
      And Sadness is black
      And Excitement's value is 6

  @note:repentance.4
  Rule: Repentance's suppression does not depend on Repentance staying in play; when it ends, the mood's own value returns, including a side chosen when it was played
    The note speaks of suppressions that last "as long as you have this mood"; Repentance's
    lasts until the end of the round instead, so Repentance leaving play does not end it.
    When the round ends, the mood is worth what it would be without the suppression, side
    chosen when it was played included.

    Example: Repentance leaves play, Cheer scores 0 this round and is worth 5 afterwards
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Bob has Anger in hand
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses 5
      And Alice passes
      And Bob plays Anger
      And Bob chooses Repentance
      Then Repentance is in the discard pile
      And Cheer is suppressed
      When the round is scored
      Then Bob scored 0
      And Cheer is not suppressed
      And Cheer's value is 5

  @note:repentance.5
  Rule: If Repentance changes players, what it suppressed stays suppressed

    Example: Bob takes Repentance and his Generosity stays suppressed
      Given Alice went first this round
      And it is Bob's turn
      And Alice has moods Complacency
      And Bob has moods Generosity
      And Alice played Repentance this round, choosing 6
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Repentance
      Then Repentance is one of Bob's moods
      And Generosity is suppressed

  @note:repentance.6
  Rule: The suppression lasts until the end of the round: the round is scored with it, and after scoring it is over

    Example: Generosity scores 0 this round and is worth 6 afterwards
      Given Alice has moods Complacency
      And Bob has moods Generosity
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses 6
      And the round is scored
      Then Bob scored 0
      And Alice wins the round
      And Generosity is not suppressed
      And Generosity's value is 6

  @note:repentance.7
  Rule: The number is a whole number, and may be one that no mood is worth

    Example: 9 may be chosen, 2.5 may not
      Given Bob has moods Generosity
      And Alice has Repentance in hand
      When Alice plays Repentance
      Then Alice may choose 9
      And Alice cannot choose 2.5 (repentance.text)
      When Alice chooses 9
      Then Generosity is not suppressed

  @note:repentance.8
  Rule: Every other mood worth the number is suppressed, its player's own included

    Example: Alice's Boredom and Bob's Apathy are both suppressed
      Given Alice has moods Boredom
      And Bob has moods Apathy and Generosity
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses 4
      Then Boredom is suppressed
      And Apathy is suppressed
      And Generosity is not suppressed

    Example: Repentance itself is never suppressed by its own number
      Given Bob has moods Kindness
      And Alice has Repentance in hand
      When Alice plays Repentance
      And Alice chooses 2
      Then Kindness is suppressed
      And Repentance is not suppressed
