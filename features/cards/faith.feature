@card:faith
Feature: Faith
  White, uncommon, value 3. Its player may discard a green or blue card from their hand;
  if they do, they suppress any mood, for as long as Faith is in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:faith.1
  Rule: Discarding, and so suppressing, is optional

    Example: Alice keeps her Laziness and nothing is suppressed
      Given Bob has moods Generosity
      And Alice has Faith and Laziness in hand
      When Alice plays Faith
      And Alice chooses nothing
      Then Generosity is not suppressed
      And Alice's hand holds Laziness

    Example: Alice discards Laziness and suppresses Generosity
      Given Bob has moods Generosity
      And Alice has Faith and Laziness in hand
      When Alice plays Faith
      And Alice chooses Laziness
      And Alice chooses Generosity
      Then Laziness is in the discard pile
      And Generosity is suppressed
      And Generosity's value is 0

    Example: once Alice has discarded, she must suppress a mood
      Given Bob has moods Generosity and Boredom
      And Alice has Faith and Laziness in hand
      When Alice plays Faith
      And Alice chooses Laziness
      Then Alice cannot choose nothing (faith.text)
      When Alice chooses Boredom
      Then Boredom is suppressed
      And Generosity is not suppressed

  @note:faith.2
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: a suppressed Sadness stays at 0 with cards in the discard pile
      Given Bob has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice has Faith and Laziness in hand
      When Alice plays Faith
      And Alice chooses Laziness
      And Alice chooses Sadness
      Then Sadness's value is 0
      And Bob's score is 0

  @note:faith.3
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: a suppressed black Sadness still helps Excitement
      Given Alice has moods Excitement and Hate
      And Bob has moods Sadness
      And Alice has Faith and Laziness in hand
      When Alice plays Faith
      And Alice chooses Laziness
      And Alice chooses Sadness
      Then Sadness is suppressed
      And Sadness is black
      And Excitement's value is 6

  @note:faith.4
  Rule: The suppression lasts while Faith is in play; then the mood's own value returns, including a side chosen when it was played

    Example: Faith leaves play and a Cheer turned to 5 is worth 5 again
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice has Laziness in hand
      And Alice played Faith, choosing Laziness then Cheer
      And Alice has Anger in hand
      Then Cheer's value is 0
      When Alice plays Anger
      And Alice chooses Faith
      Then Cheer is not suppressed
      And Cheer's value is 5

    Example: the suppression outlasts the round
      Given Bob has moods Generosity
      And Alice has Laziness in hand
      And Alice played Faith, choosing Laziness then Generosity
      When the round is scored
      Then Generosity is suppressed

  @note:faith.5
  Rule: If Faith changes players, what it suppressed stays suppressed

    Example: Bob takes Faith and his Generosity stays suppressed
      Given Bob went first this round
      And it is Bob's turn
      And Alice has moods Complacency
      And Bob has moods Generosity
      And Alice has Laziness in hand
      And Alice played Faith, choosing Laziness then Generosity
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Faith
      Then Faith is one of Bob's moods
      And Generosity is suppressed

  @note:faith.6
  Rule: Without a green or blue card in hand, nothing can be suppressed

    Example: only a red card in hand, so Faith asks nothing
      Given Bob has moods Generosity
      And Alice has Faith and Boredom in hand
      When Alice plays Faith
      Then Generosity is not suppressed
      And Alice's hand holds Boredom

    Example: only the green or blue cards can be discarded
      Given Alice has Faith, Boredom, Laziness and Fear in hand
      When Alice plays Faith
      Then Alice may choose each of Laziness and Fear
      And Alice cannot choose Boredom

  @note:faith.7
  Rule: Imagination colors moods, not cards in hand
    A card in hand is judged by its printed color, whatever color Imagination gives the
    moods in play.

    Example: Imagination names green, yet Boredom in hand is still red
      Given Bob played Imagination, choosing green
      And Alice has Faith, Boredom and Laziness in hand
      When Alice plays Faith
      Then Alice may choose Laziness
      And Alice cannot choose Boredom
