@card:laziness
Feature: Laziness
  Green, common, value 4. One of the five blank cards, one in each color: no rules text,
  just a value.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:laziness.1
  Rule: A blank card is a green mood worth 4 that does nothing else
    The five blanks and Creativity are the only cards without a "To play this card",
    "While in play" or "After playing this mood" ability. Playing one asks nothing and
    grants nothing.

    Example: playing Laziness
      Given Alice has Laziness in hand
      When Alice plays Laziness
      Then Laziness's value is 4
      And Laziness is green
      And Alice may not play another mood

    Example: Laziness is worth 4 in any round
      Given Alice has moods Laziness
      When the round is scored
      Then Alice scored 4
      And Laziness's value is 4
