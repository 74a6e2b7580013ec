@card:shock
Feature: Shock
  Red, common, value 2. Its player chooses up to two players, then one mood worth 3 or less
  of each; the chosen moods go to the discard pile together.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Shock in hand

  @note:shock.1
  Rule: Zero, one or two players may be chosen

    Example: no player
      Given Bob has moods Courage
      When Alice plays Shock
      And Alice chooses nothing
      Then Bob has moods Courage

    Example: one player
      Given Bob has moods Courage, Charity and Boredom
      When Alice plays Shock
      And Alice chooses Bob
      And Alice chooses Courage
      Then the discard pile holds Courage
      And Bob has moods Charity and Boredom

    Example: two players, one mood of each
      Given Alice has moods Charity
      And Bob has moods Courage and Joy
      When Alice plays Shock
      And Alice chooses Alice and Bob
      And Alice chooses Charity
      And Alice chooses Joy
      Then the discard pile holds Charity and Joy
      And Alice has moods Shock
      And Bob has moods Courage

  @note:shock.2
  Rule: Shock's player may choose themselves
    Shock itself, worth 2, is one of its player's moods that may then be chosen.

    Example: Alice sends her own Charity and Bob's Courage away
      Given Alice has moods Charity
      And Bob has moods Courage
      When Alice plays Shock
      And Alice chooses Alice and Bob
      Then Alice may choose each of Charity and Shock
      When Alice chooses Charity
      Then the discard pile holds Charity and Courage

  @note:shock.3
  Rule: Only the value a mood has now counts, not a value it could have

    Example: Loyalty worth 6 can't be chosen, though it is sometimes worth 3
      Given Bob has moods Loyalty, Indifference, Laziness, Courage and Charity
      When Alice plays Shock
      And Alice chooses Bob
      Then Loyalty's value is 6
      And Alice may choose Courage
      And Alice may choose none of Loyalty and Indifference

  @note:shock.4
  Rule: A suppressed mood is worth 0, so it may be chosen

    Example: Bob's suppressed Generosity
      Given Bob has moods Generosity, Courage and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      When Alice plays Shock
      And Alice chooses Bob
      Then Generosity's value is 0
      When Alice chooses Generosity
      Then the discard pile holds Generosity
