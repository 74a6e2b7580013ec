@card:complacency
Feature: Complacency
  White, common, value 4. One of the five blank cards, one in each color: no rules text,
  just a value.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:complacency.1
  Rule: A blank card is a white mood worth 4 that does nothing else
    The five blanks and Creativity are the only cards without a "To play this card",
    "While in play" or "After playing this mood" ability. Playing one asks nothing and
    grants nothing.

    Example: playing Complacency
      Given Alice has Complacency in hand
      When Alice plays Complacency
      Then Complacency's value is 4
      And Complacency is white
      And Alice may not play another mood

    Example: Complacency is worth 4 in any round
      Given Alice has moods Complacency
      When the round is scored
      Then Alice scored 4
      And Complacency's value is 4
