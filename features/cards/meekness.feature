@card:meekness
Feature: Meekness
  White, rare, value 1. It suppresses every mood worth 5 or more when it is played, for as
  long as Meekness is in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:meekness.1
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: Sadness worth 6 is suppressed and stays at 0 as the pile grows
      Given Bob has moods Sadness
      And the discard pile holds Fear, Hate and Joy
      And Alice has Meekness and Dignity in hand
      Then Sadness's value is 6
      When Alice plays Meekness
      Then Sadness's value is 0
      When Alice passes
      And Bob passes
      Then Sadness's value is 0
      And Bob's score is 0

  @note:meekness.2
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: a suppressed black Sadness still keeps Discipline at 3
      Given Alice has moods Discipline
      And Bob has moods Sadness and Apathy
      And the discard pile holds Fear, Hate and Joy
      And Alice has Meekness in hand
      When Alice plays Meekness
      Then Sadness is suppressed
      And Sadness is black
      And Discipline is not suppressed
      And Discipline's value is 3

  @note:meekness.3
  Rule: The suppression lasts while Meekness is in play; then each mood's own value returns, including a side chosen when it was played

    Example: Meekness leaves play and a Cheer turned to 5 is worth 5 again
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice played Meekness
      And Alice has Anger in hand
      Then Cheer's value is 0
      When Alice plays Anger
      And Alice chooses Meekness
      Then Cheer is not suppressed
      And Cheer's value is 5

  @note:meekness.4
  Rule: If Meekness changes players, what it suppressed stays suppressed

    Example: Bob takes Meekness and his Generosity stays suppressed
      Given Bob went first this round
      And it is Bob's turn
      And Alice has moods Complacency
      And Bob has moods Generosity
      And Alice played Meekness
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Meekness
      Then Meekness is one of Bob's moods
      And Generosity is suppressed

  @note:meekness.5
  Rule: Only the moods worth 5 or more when Meekness is played are suppressed
    A mood that reaches 5 later, or a new mood worth 5 or more, is not suppressed.

    Example: Sadness grows to 6 and a new Dignity is worth 5, and neither is suppressed
      Given Alice has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice has Meekness in hand
      And Bob has Dignity and Joy in hand
      When Alice plays Meekness
      Then Sadness's value is 4
      When Alice passes
      And Bob plays Dignity
      And Bob chooses Joy
      Then Sadness's value is 6
      And Sadness is not suppressed
      And Dignity's value is 5
      And Dignity is not suppressed

  @note:meekness.6
  Rule: Meekness suppresses its own player's moods too

    Example: Alice's Generosity is suppressed along with Bob's
      Given Alice has moods Generosity
      And Bob has moods Generosity
      And Alice has Meekness in hand
      When Alice plays Meekness
      Then Alice's Generosity is suppressed
      And Bob's Generosity is suppressed
      And Alice's score is 1

  @note:meekness.7
  Rule: When Meekness leaves play, every mood it suppressed is suppressed no longer

    Example: both Generosity and Discipline come back
      Given Bob has moods Generosity and Discipline
      And Alice played Meekness
      And Alice has Anger in hand
      Then Generosity is suppressed
      And Discipline is suppressed
      When Alice plays Anger
      And Alice chooses Meekness
      Then Generosity is not suppressed
      And Discipline is not suppressed
      And Bob's score is 12
