@card:fascination
Feature: Fascination
  Green, uncommon, value 3. Its player may reveal a blue or black card from their hand and
  give it to another player; if they do, Fascination turns to its lower left value, 7
  (6 and 1).

  @note:fascination.1
  Rule: Giving a card is optional; without it Fascination is worth 3

    Example: Alice keeps her Hate
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Fascination and Hate in hand
      When Alice plays Fascination
      And Alice chooses nothing
      Then Fascination's value is 3
      And Hate is in Alice's hand

    Example: Alice gives Hate to Bob and Fascination is worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Fascination and Hate in hand
      When Alice plays Fascination
      And Alice chooses Hate
      Then Hate was revealed to every player by Alice
      And Hate is in Bob's hand
      And Fascination's value is 7

  @note:fascination.2
  Rule: Only a blue or black card can be given; without one, Fascination stays at 3

    Example: Alice may give Fear, not Zeal
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Fascination, Fear and Zeal in hand
      When Alice plays Fascination
      Then Alice may choose Fear
      And Alice cannot choose Zeal

    Example: with only red and green cards in hand, nothing is asked and Fascination is 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Fascination, Zeal and Joy in hand
      When Alice plays Fascination
      Then Fascination's value is 3
      And Alice's hand holds Zeal and Joy

  @note:fascination.3
  Rule: In a team game the card may go to a teammate

    Example: Alice gives Fear to Carol
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Fascination and Fear in hand
      When Alice plays Fascination
      And Alice chooses Fear
      Then Alice may choose each of Bob, Carol and Dave
      When Alice chooses Carol
      Then Fear is in Carol's hand
      And Fascination's value is 7
