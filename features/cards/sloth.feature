@card:sloth
Feature: Sloth
  Green, rare, value 3, plus 1 for each card in its player's hand.

  @note:sloth.1
  Rule: Sloth is worth 3 plus the number of cards in its player's hand

    Example: played from a hand of five, Sloth is worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Sloth, Joy, Fear, Hate and Boredom in hand
      When Alice plays Sloth
      Then Sloth's value is 7

    Example: the value follows the hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Sloth
      And Alice has Anger and Boredom in hand
      Then Sloth's value is 5
      When Alice plays Anger
      And Alice chooses nothing
      Then Sloth's value is 4

  @note:sloth.2
  Rule: In a team game only its player's hand counts, not the teammate's

    Example: Carol's cards don't count for Alice's Sloth
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Sloth
      And Alice has Joy in hand
      And Carol has Fear, Hate and Boredom in hand
      Then Sloth's value is 4

  @note:sloth.3
  Rule: A suppressed Sloth is worth 0, however many cards its player holds

    Example: suppressed with three cards in hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sloth
      And Bob has Joy, Fear and Hate in hand
      And Alice played Pacifism, choosing Bob
      Then Sloth's value is 0
      And Sloth is suppressed
