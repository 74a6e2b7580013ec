@card:boredom
Feature: Boredom
  Red, common, value 4. One of the five blank cards, one in each color: no rules text,
  just a value.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:boredom.1
  Rule: A blank card is a red mood worth 4 that does nothing else
    The five blanks and Creativity are the only cards without a "To play this card",
    "While in play" or "After playing this mood" ability. Playing one asks nothing and
    grants nothing.

    Example: playing Boredom
      Given Alice has Boredom in hand
      When Alice plays Boredom
      Then Boredom's value is 4
      And Boredom is red
      And Alice may not play another mood

    Example: Boredom is worth 4 in any round
      Given Alice has moods Boredom
      When the round is scored
      Then Alice scored 4
      And Boredom's value is 4
