@card:encouragement
Feature: Encouragement
  White, uncommon, value 3. Its player may choose a mood with dice in its lower left corner;
  while Encouragement is in play, that mood is worth the higher of its two dice totals.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:encouragement.1
  Rule: Choosing a mood is optional

    Example: Alice chooses nothing and Loyalty stays at 3
      Given Bob has moods Loyalty
      And Alice has Encouragement in hand
      When Alice plays Encouragement
      Then Alice may choose Loyalty
      When Alice chooses nothing
      Then Loyalty's value is 3
      And Encouragement's value is 3

    Example: Alice chooses Loyalty and it is worth 6
      Given Bob has moods Loyalty
      And Alice has Encouragement in hand
      When Alice plays Encouragement
      And Alice chooses Loyalty
      Then Loyalty's value is 6

  @note:encouragement.2
  Rule: The chosen mood always uses its higher total; nobody can pick the lower one

    Example: Discipline, worth 3 among black moods, is worth 6
      Given Alice has moods Discipline
      And Bob has moods Apathy and Hate
      And Alice has Encouragement in hand
      Then Discipline's value is 3
      When Alice plays Encouragement
      And Alice chooses Discipline
      Then Discipline's value is 6

    Example: Patience already at its higher total stays at 5
      Given Alice has moods Patience
      And Alice has Encouragement in hand
      When Alice plays Encouragement
      And Alice chooses Patience
      Then Patience's value is 5
      And Alice's score is 8

  @note:encouragement.3
  Rule: When Encouragement leaves play, the mood is worth what it would be without it, including a side chosen when it was played

    Example: Encouragement leaves and Loyalty is 3 again
      Given Bob has moods Loyalty
      And Alice played Encouragement, choosing Loyalty
      And Alice has Conviction in hand
      Then Loyalty's value is 6
      When Alice plays Conviction
      And Alice chooses Encouragement
      Then Encouragement is in Alice's hand
      And Loyalty's value is 3

    Example: an unturned Dignity goes back to 3
      Given Bob played Dignity
      And Alice played Encouragement, choosing Dignity
      And Alice has Conviction in hand
      Then Dignity's value is 5
      When Alice plays Conviction
      And Alice chooses Encouragement
      Then Dignity's value is 3

    Example: a Cheer turned to 5 when it was played is still 5 once Encouragement leaves
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice played Encouragement, choosing Cheer
      And Alice has Conviction in hand
      Then Cheer's value is 5
      When Alice plays Conviction
      And Alice chooses Encouragement
      Then Encouragement is in Alice's hand
      And Cheer's value is 5
