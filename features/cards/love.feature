@card:love
Feature: Love
  Green, mythic rare, value 4. It is worth 12 (its lower left dice, 6 and 6) while there is
  a white, a blue, a black, a red and a green mood in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:love.1
  Rule: The five colors may be spread over every player's moods

    Example: Alice has two colors, Bob the other three
      Given Alice has moods Love and Charity
      And Bob has moods Fear, Hate and Boredom
      Then Love's value is 12

    Example: one color missing
      Given Alice has moods Love and Charity
      And Bob has moods Fear and Hate
      Then Love's value is 4

  @note:love.2
  Rule: Love is the green mood when no other green mood is in play

    Example: Love itself supplies the green
      Given Alice has moods Charity and Fear
      And Bob has moods Hate and Boredom
      And Alice has Love in hand
      When Alice plays Love
      Then Love's value is 12

  @note:love.3
  Rule: Under Imagination every mood is one color, so Love is worth 4
    Imagination makes every mood in play the color it names: the five colors can never all
    be in play while it is, whatever the moods' own colors are.

    Example: five printed colors, but all of them blue
      Given Alice has moods Love and Charity
      And Bob has moods Hate and Boredom
      And Bob played Imagination, choosing blue
      Then Love's value is 4
