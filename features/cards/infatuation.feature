@card:infatuation
Feature: Infatuation
  Red, rare, value 3. Its player may put two of their other moods into the discard pile;
  if they do, Infatuation turns to its lower left dice, [6][3], worth 9.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Infatuation in hand

  @note:infatuation.1 @erratum
  Rule: The effect is optional: without it, Infatuation is worth 3
    The note says its player need not play an additional card and still gets the card's
    "While in play" effect. Infatuation gives no additional card and has no "While in play"
    ability: the wording seems carried over from another card. What it does say, that the
    effect is a "may", holds, and that is what the engine does: declining keeps both moods
    and leaves Infatuation at 3.

    Example: Alice keeps her moods
      Given Alice has moods Charity and Courage
      When Alice plays Infatuation
      And Alice chooses nothing
      Then Alice has moods Charity, Courage and Infatuation
      And Infatuation's value is 3

  @note:infatuation.2
  Rule: It is two moods or none; one alone is refused

    Example: Charity alone is not enough
      Given Alice has moods Charity, Courage and Boredom
      When Alice plays Infatuation
      Then Alice cannot choose Charity alone (infatuation.text)
      And Alice cannot choose Charity, Courage and Boredom together (infatuation.text)

    Example: Charity and Courage go, and Infatuation is worth 9
      Given Alice has moods Charity, Courage and Boredom
      When Alice plays Infatuation
      And Alice chooses Charity and Courage
      Then the discard pile holds Charity and Courage
      And Infatuation's value is 9

  @note:infatuation.3
  Rule: With fewer than two other moods, Infatuation can't turn
    Nothing is asked, and Infatuation stays at 3; it can't count itself.

    Example: Alice has only Charity besides Infatuation
      Given Alice has moods Charity
      When Alice plays Infatuation
      Then Infatuation's value is 3
      And Alice has moods Charity and Infatuation
