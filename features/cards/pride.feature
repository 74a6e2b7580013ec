@card:pride
Feature: Pride
  White, rare, value 1. Its player may choose a player with more moods than they have;
  then for the rest of the turn they may keep playing additional moods as long as they
  have fewer moods than that player.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:pride.1
  Rule: Choosing a player is optional

    Example: Alice chooses nobody and her turn has no more plays
      Given Bob has moods Boredom, Laziness and Apathy
      And Alice has Pride and Complacency in hand
      When Alice plays Pride
      Then Alice may choose Bob
      When Alice chooses nothing
      Then Alice may not play another mood

  @note:pride.2
  Rule: Pride's additional moods can come in any order with other additional moods, and Alice says which play each uses

    Example: Hurt Feelings' mood first, then Pride's
      Given Alice has Hurt Feelings
      And Bob has moods Boredom, Laziness and Apathy
      And Alice has Pride, Complacency and Indifference in hand
      When Alice plays Pride
      And Alice chooses Bob
      And Alice plays Complacency
      And Alice answers the permission: Hurt Feelings
      And Alice plays Indifference
      Then Alice has moods Pride, Complacency and Indifference
      And Alice may not play another mood

  @note:pride.3
  Rule: If nobody has more moods than Pride's player, Pride does nothing and is worth 1

    Example: Alice has as many moods as anyone once Pride is in play
      Given Alice has moods Boredom
      And Bob has moods Laziness
      And Alice has Pride and Complacency in hand
      When Alice plays Pride
      Then Pride's value is 1
      And Alice may not play another mood

    Example: Bob has as many moods as Alice once Pride is in play, which is not more
      Given Alice has moods Boredom
      And Bob has moods Laziness and Apathy
      And Alice has Pride and Complacency in hand
      When Alice plays Pride
      Then Pride's value is 1
      And Alice may not play another mood

  @note:pride.4
  Rule: Pride counts itself: its player plays until their moods match the chosen player's

    Example: Bob has three moods more than Alice, so she plays Pride and two more
      Given Bob has moods Boredom, Laziness and Apathy
      And Alice has Pride, Complacency, Indifference and Glee in hand
      When Alice plays Pride
      And Alice chooses Bob
      And Alice plays Complacency
      And Alice plays Indifference
      Then Alice cannot play Glee because Alice already has as many moods as Bob (pride.text)

  @note:pride.5
  Rule: Other permissions may be used after Pride's

    Example: Pride, then Charity, then a third mood for Pride, then a fourth for Charity
      Given Bob has moods Boredom, Laziness and Apathy
      And Alice has Pride, Charity, Complacency and Indifference in hand
      When Alice plays Pride
      And Alice chooses Bob
      And Alice plays Charity
      And Alice plays Complacency
      And Alice answers the permission: Pride
      Then Alice may play an additional mood
      When Alice plays Indifference
      Then Alice has moods Pride, Charity, Complacency and Indifference
      And Alice may not play another mood

  @note:pride.6
  Rule: The count is checked before each additional mood, so a mood that shrinks the chosen player's count can end the run
    Each additional mood is allowed if, at the moment it is played, its player has fewer
    moods than the chosen player. Here Conviction, played while Alice had two moods to Bob's
    three, sends one of Bob's moods away, and Alice's three moods then match his two.

    Example: Conviction removes one of Bob's moods and Alice can play no more
      Given Bob has moods Boredom, Laziness and Apathy
      And Alice has Pride, Complacency, Conviction and Glee in hand
      When Alice plays Pride
      And Alice chooses Bob
      And Alice plays Complacency
      And Alice plays Conviction
      And Alice chooses Laziness
      Then Laziness is in Bob's hand
      And Alice cannot play Glee because Alice already has as many moods as Bob (pride.text)
