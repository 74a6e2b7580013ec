@card:pacifism
Feature: Pacifism
  White, common, value 1. Its player chooses up to two players and suppresses one mood of
  each; those moods stay suppressed for as long as Pacifism is in play.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:pacifism.1
  Rule: Zero, one or two players may be chosen

    Example: no player is chosen and nothing is suppressed
      Given Bob has moods Generosity
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses nothing
      Then Generosity is not suppressed

    Example: two players, one mood each
      Given Bob has moods Generosity and Boredom
      And Carol has moods Laziness
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses Bob and Carol
      And Alice chooses Generosity
      Then Generosity is suppressed
      And Laziness is suppressed
      And Boredom is not suppressed

    Example: three players cannot be chosen
      Given Bob has moods Generosity
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      Then Alice cannot choose Alice, Bob and Carol together (pacifism.text)

  @note:pacifism.2
  Rule: Pacifism's player may choose themself

    Example: Alice suppresses one of her own moods
      Given Alice has moods Boredom
      And Bob has moods Generosity
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses Alice and Bob
      And Alice chooses Boredom
      Then Boredom is suppressed
      And Generosity is suppressed

  @note:pacifism.3
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: a suppressed Sadness stays at 0 as the discard pile grows
      Given Bob has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice played Pacifism, choosing Bob
      Then Sadness's value is 0
      And Bob's score is 0

  @note:pacifism.4
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: a suppressed black Sadness still helps Excitement
      Given Alice has moods Excitement and Hate
      And Bob has moods Sadness
      And Alice has Pacifism in hand
      Then Excitement's value is 6
      When Alice plays Pacifism
      And Alice chooses Bob
      Then Sadness is suppressed
      And Sadness is black
      And Excitement's value is 6

  @note:pacifism.5
  Rule: The suppression lasts while Pacifism is in play; then the mood's own value returns, including a side chosen when it was played

    Example: Pacifism leaves play and Generosity is worth 6 again
      Given Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Pacifism
      Then Generosity is not suppressed
      And Generosity's value is 6

    Example: a Cheer that was turned to 5 is worth 5 again
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice played Pacifism, choosing Bob
      And Alice has Anger in hand
      Then Cheer's value is 0
      When Alice plays Anger
      And Alice chooses Pacifism
      Then Cheer's value is 5

    Example: the suppression outlasts the round
      Given Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      When the round is scored
      Then Generosity is suppressed

  @note:pacifism.6
  Rule: If Pacifism changes players, what it suppressed stays suppressed

    Example: Bob takes Pacifism and his Generosity stays suppressed
      Given Bob went first this round
      And it is Bob's turn
      And Bob has moods Generosity
      And Alice has moods Boredom
      And Alice played Pacifism, choosing Bob
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Pacifism
      Then Pacifism is one of Bob's moods
      And Generosity is suppressed
