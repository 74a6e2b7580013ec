@card:apathy
Feature: Apathy
  Black, common, value 4. One of the five blank cards, one in each color: no rules text,
  just a value.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:apathy.1
  Rule: A blank card is a black mood worth 4 that does nothing else
    The five blanks and Creativity are the only cards without a "To play this card",
    "While in play" or "After playing this mood" ability. Playing one asks nothing and
    grants nothing.

    Example: playing Apathy
      Given Alice has Apathy in hand
      When Alice plays Apathy
      Then Apathy's value is 4
      And Apathy is black
      And Alice may not play another mood

    Example: Apathy is worth 4 in any round
      Given Alice has moods Apathy
      When the round is scored
      Then Alice scored 4
      And Apathy's value is 4
