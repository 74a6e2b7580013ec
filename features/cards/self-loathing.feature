@card:self-loathing
Feature: Self-Loathing
  Black, common, value 6. To play it, its player must put one or more of their own moods
  into the discard pile.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Self-Loathing in hand

  @note:self-loathing.1
  Rule: Any number of one's own moods may pay the cost, but at least one

    Example: two of three moods go
      Given Alice has moods Fear, Hate and Glee
      When Alice plays Self-Loathing
      Then Alice cannot choose nothing (self-loathing.text)
      When Alice chooses Fear and Hate
      Then the discard pile holds Fear and Hate
      And Alice has moods Glee and Self-Loathing
      And Self-Loathing's value is 6

    Example: a single mood is enough
      Given Alice has moods Fear and Hate
      When Alice plays Self-Loathing
      And Alice chooses Fear
      Then the discard pile holds Fear
      And Alice has moods Hate and Self-Loathing

    Example: only one's own moods pay
      Given Alice has moods Fear and Hate
      And Bob has moods Boredom
      When Alice plays Self-Loathing
      Then Alice may choose each of Fear and Hate
      And Alice cannot choose Boredom

    Example: the cost is paid before Self-Loathing is in play, so it can't pay for itself
      Given Alice has moods Fear and Hate
      When Alice plays Self-Loathing
      Then Alice cannot choose Self-Loathing

  @note:self-loathing.2
  Rule: With no moods, Self-Loathing can't be played

    Example: Alice has no moods
      Given Bob has moods Boredom
      Then Alice cannot play Self-Loathing because Alice must put one or more of their moods into the discard pile (self-loathing.text)
      And Self-Loathing is in Alice's hand
