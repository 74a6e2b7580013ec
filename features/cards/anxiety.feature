@card:anxiety
Feature: Anxiety
  Blue, common, value 2. Its player chooses up to two players; for each, one of that
  player's moods with an odd value goes back into that player's hand.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Anxiety in hand

  @note:anxiety.1
  Rule: Zero, one or two players may be chosen

    Example: no player
      Given Bob has moods Charity
      When Alice plays Anxiety
      And Alice chooses nothing
      Then Bob has moods Charity

    Example: one player
      Given Bob has moods Charity and Boredom
      When Alice plays Anxiety
      And Alice chooses Bob
      Then Charity is in Bob's hand
      And Bob has moods Boredom

    Example: two players, one odd mood each, all chosen before any moves
      Given Bob has moods Charity and Boredom
      And Carol has moods Courage and Joy
      When Alice plays Anxiety
      And Alice chooses Bob and Carol
      And Alice chooses Joy
      Then Charity is in Bob's hand
      And Joy is in Carol's hand
      And Carol has moods Courage

    Example: three players can't be chosen
      Given Bob has moods Charity
      And Carol has moods Courage
      And Alice has moods Pacifism
      When Alice plays Anxiety
      Then Alice cannot choose Alice, Bob and Carol together (anxiety.text)

  @note:anxiety.2
  Rule: Anxiety's player may choose themself

    Example: Alice takes back her own Charity
      Given Alice has moods Charity
      When Alice plays Anxiety
      And Alice chooses Alice
      Then Charity is in Alice's hand

  @note:anxiety.3
  Rule: A mood worth 0 is even, so it can't be chosen

    Example: Bob's Hate, worth 0, can't be chosen
      Given Bob has moods Hate, Joy and Charity
      When Alice plays Anxiety
      And Alice chooses Bob
      Then Alice may choose each of Joy and Charity
      And Alice cannot choose Hate

    Example: a suppressed Charity is worth 0 and stays
      Given Bob has moods Charity
      And Carol played Pacifism, choosing Bob
      When Alice plays Anxiety
      And Alice chooses Bob
      Then Bob has moods Charity
      And Charity's value is 0
