@card:cynicism
Feature: Cynicism
  Black, uncommon, value 3. Its player may put a card from the discard pile into an
  opponent's hand; if they do, it is worth 6.

  @note:cynicism.1
  Rule: Only an opponent can get the card: not Cynicism's player, not a teammate

    Example: Alice chooses between Bob and Carol, never herself
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Cynicism in hand
      And the discard pile holds Hate
      When Alice plays Cynicism
      And Alice chooses Hate
      Then Alice may choose each of Bob and Carol
      And Alice cannot choose Alice
      When Alice chooses Carol
      Then Hate is in Carol's hand
      And Cynicism's value is 6

    Example: in a team game, Alice's teammate can't get the card
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Cynicism in hand
      And the discard pile holds Hate
      When Alice plays Cynicism
      And Alice chooses Hate
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol
      When Alice chooses Dave
      Then Hate is in Dave's hand

  @note:cynicism.2
  Rule: With an empty discard pile there is no card to give, so no 6

    Example: the discard pile is empty
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cynicism in hand
      When Alice plays Cynicism
      Then Cynicism's value is 3
      And Bob has no cards in hand

  @note:cynicism.3
  Rule: Cynicism's player chooses which card from the discard pile

    Example: Alice gives Bob the Joy and leaves the Hate
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cynicism in hand
      And the discard pile holds Hate and Joy
      When Alice plays Cynicism
      Then Alice may choose each of Hate and Joy
      When Alice chooses Joy
      Then Joy is in Bob's hand
      And the discard pile holds Hate
      And Cynicism's value is 6
