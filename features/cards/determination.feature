@card:determination
Feature: Determination
  Green, common, value 3. It is worth 6 while three or more moods in play share a color.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:determination.1
  Rule: Every mood in play counts, whoever has it

    Example: three blue moods of Bob's make Alice's Determination 6
      Given Alice has moods Determination
      And Bob has moods Fear, Panic and Doubt
      Then Determination's value is 6

    Example: two blue moods are not enough
      Given Alice has moods Determination
      And Bob has moods Fear, Panic and Hate
      Then Determination's value is 3

  @note:determination.2
  Rule: Determination counts itself as a green mood

    Example: with two other green moods Determination is 6
      Given Alice has moods Determination and Joy
      And Bob has moods Laziness
      Then Determination's value is 6

  @note:determination.3
  Rule: Any color will do, and the three moods may change while Determination stays at 6

    Example: three blue moods make it 6; then three green ones do, after the blue ones leave
      Given Alice has moods Determination and Joy
      And Bob has moods Fear, Panic and Doubt
      And Alice has Laziness in hand
      And Bob has Anger in hand
      Then Determination's value is 6
      When Alice plays Laziness
      And Alice passes
      And Bob plays Anger
      And Bob chooses Fear and Panic
      Then Bob has moods Doubt and Anger
      And Determination's value is 6

    Example: when no color has three moods any more, it drops to 3
      Given Alice has moods Determination
      And Bob has moods Fear, Panic and Doubt
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Fear
      Then Determination's value is 3
