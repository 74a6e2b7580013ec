@card:confusion
Feature: Confusion
  Blue, uncommon, value 4. Its player chooses left or right; then each player chooses a
  card from their hand, and every chosen card goes to the next player in that direction,
  all at once. Left is clockwise: the next player in turn order.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Confusion in hand

  @note:confusion.1
  Rule: Every player with a card must give one

    Example: Bob can't keep all his cards
      Given Alice has Boredom in hand
      And Bob has Laziness and Charity in hand
      And Carol has Apathy in hand
      When Alice plays Confusion
      And Alice chooses left
      Then Bob cannot choose nothing (confusion.text)
      When Bob chooses Laziness
      Then Carol's hand holds Laziness
      And Alice's hand holds Apathy
      And Bob's hand holds Charity and Boredom

  @note:confusion.2
  Rule: A player with no card gives none, and still receives

    Example: Carol's hand is empty; Bob's card reaches her anyway
      Given Alice has Boredom in hand
      And Bob has Laziness in hand
      When Alice plays Confusion
      And Alice chooses left
      Then Bob's hand holds Boredom
      And Carol's hand holds Laziness
      And Alice has no cards in hand

  @note:confusion.3
  Rule: Cards are chosen, unseen, before any card moves
    Nobody can pass on a card that is coming to them, or choose knowing what they will get.

    Example: to the right, Bob chooses before Carol's card reaches him
      Given Alice has Boredom in hand
      And Bob has Laziness and Charity in hand
      And Carol has Apathy in hand
      When Alice plays Confusion
      And Alice chooses right
      Then Bob may choose each of Laziness and Charity
      And Bob cannot choose Apathy
      When Bob chooses Charity
      Then Alice's hand holds Charity
      And Bob's hand holds Laziness and Apathy
      And Carol's hand holds Boredom

    Example: a card passed face down is known to who passed it and who got it, not to the third player
      Given Alice has Boredom in hand
      And Bob has Laziness and Charity in hand
      And Carol has Apathy in hand
      When Alice plays Confusion
      And Alice chooses right
      And Bob chooses Charity
      Then Bob sees Charity in Alice's hand
      And Carol cannot see Alice's hand
      And Alice sees Boredom in Carol's hand
      And Bob cannot see Carol's hand
