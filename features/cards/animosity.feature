@card:animosity
Feature: Animosity
  Red, uncommon, value 3, or 5 while any opponent of its player holds three or more cards.

  @note:animosity.1
  Rule: In a team game, a teammate's hand doesn't count
    Only opponents' hands are counted, and a teammate is not an opponent.

    Example: Carol, Alice's teammate, holds three cards: Animosity stays at 3
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Animosity
      And Carol has Boredom, Fear and Hate in hand
      Then Animosity's value is 3

    Example: Bob, an opponent, holds three cards: Animosity is worth 5
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Animosity
      And Bob has Boredom, Fear and Hate in hand
      Then Animosity's value is 5

  @note:animosity.2
  Rule: With three or more players, one opponent with three cards is enough

    Example: Carol holds three cards, Bob holds none
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Animosity
      And Carol has Boredom, Fear and Hate in hand
      Then Animosity's value is 5

    Example: two cards each is not enough
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Animosity
      And Bob has Boredom and Fear in hand
      And Carol has Hate and Joy in hand
      Then Animosity's value is 3

    Example: the value follows the hands as they change
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Animosity
      And Bob has Boredom, Fear and Hate in hand
      Then Animosity's value is 5
      When Alice passes
      And Bob plays Boredom
      Then Animosity's value is 3
