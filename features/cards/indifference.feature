@card:indifference
Feature: Indifference
  Blue, common, value 4. One of the five blank cards, one in each color: no rules text,
  just a value.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:indifference.1
  Rule: A blank card is a blue mood worth 4 that does nothing else
    The five blanks and Creativity are the only cards without a "To play this card",
    "While in play" or "After playing this mood" ability. Playing one asks nothing and
    grants nothing.

    Example: playing Indifference
      Given Alice has Indifference in hand
      When Alice plays Indifference
      Then Indifference's value is 4
      And Indifference is blue
      And Alice may not play another mood

    Example: Indifference is worth 4 in any round
      Given Alice has moods Indifference
      When the round is scored
      Then Alice scored 4
      And Indifference's value is 4
