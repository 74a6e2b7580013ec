@card:condescension
Feature: Condescension
  Black, common, value 3. Its player may give a card from their hand to another player;
  if they do, it is worth 6.

  @note:condescension.1
  Rule: Giving a card is optional; without it Condescension stays at 3

    Example: Alice keeps her Joy
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Condescension and Joy in hand
      When Alice plays Condescension
      And Alice chooses nothing
      Then Joy is in Alice's hand
      And Condescension's value is 3

    Example: Alice gives Joy to Bob and Condescension is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Condescension and Joy in hand
      When Alice plays Condescension
      And Alice chooses Joy
      Then Joy is in Bob's hand
      And Condescension's value is 6

  @note:condescension.2
  Rule: With no other card in hand there is nothing to give, so no 6

    Example: Condescension was Alice's last card
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Condescension in hand
      When Alice plays Condescension
      Then Condescension's value is 3
      And Bob has no cards in hand

  @note:condescension.3
  Rule: Any other player may get the card, a teammate included

    Example: Alice gives Joy to her teammate Carol
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Condescension and Joy in hand
      When Alice plays Condescension
      And Alice chooses Joy
      Then Alice may choose each of Bob, Carol and Dave
      And Alice cannot choose Bob and Carol together (condescension.text)
      When Alice chooses Carol
      Then Joy is in Carol's hand
      And Condescension's value is 6
