@card:exhilaration
Feature: Exhilaration
  Red, mythic rare, value 0. To play it, its player puts one of their moods into the
  discard pile. While it is in play, its player's moods are scored an extra time.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:exhilaration.1
  Rule: Exhilaration is worth 0; it scores the other moods twice

    Example: Boredom scores 8, Exhilaration nothing
      Given Alice has moods Boredom and Charity
      And Alice has Exhilaration in hand
      When Alice plays Exhilaration
      And Alice chooses Charity
      Then Exhilaration's value is 0
      And Boredom's value is 4
      And Alice's score is 8

  @note:exhilaration.2
  Rule: The extra scoring is not a choice
    Nothing is asked at scoring time: the extra scoring simply happens.

    Example: Alice scores 8 with no decision
      Given Alice has moods Boredom and Charity
      And Alice has Exhilaration in hand
      When Alice plays Exhilaration
      And Alice chooses Charity
      And the round is scored
      Then Alice scored 8

  @note:exhilaration.3
  Rule: Extra scorings add up: two Exhilarations score each mood two extra times, and Passion adds its own
    The extras of every such mood are simply added together.

    Example: with a copy of Exhilaration, Boredom is scored three times
      Given Alice has moods Exhilaration, Boredom and Charity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Exhilaration
      And Alice chooses Charity
      Then Alice's score is 12

    Example: Exhilaration and Passion together
      Given Alice has moods Exhilaration, Passion and Boredom
      And Bob has moods Generosity
      When the round is scored
      And Alice answers Passion: Generosity
      Then Alice scored 14
      And Bob scored 6

  @note:exhilaration.4
  Rule: The cost is paid with a mood in play, never with a card in hand

    Example: with no moods, Alice can't play Exhilaration
      Given Alice has Exhilaration and Boredom in hand
      Then Alice cannot play Exhilaration because Alice must put one of their moods into the discard pile (exhilaration.text)

  @note:exhilaration.4
  Rule: Exactly one mood pays, and it goes to the discard pile
    The card asks for one of its player's moods: never two, and never back to the hand.

    Example: one mood, no more, into the discard pile
      Given Alice has moods Boredom and Charity
      And Alice has Exhilaration in hand
      When Alice plays Exhilaration
      Then Alice cannot choose Boredom and Charity together (exhilaration.text)
      When Alice chooses Charity
      Then Charity is in the discard pile
      And Alice has moods Boredom and Exhilaration
