@card:celebration
Feature: Celebration
  Green, common, value 3. It is worth 7 (its lower left dice, 6 and 1) while its player's
  moods show more colors than the moods of each other player.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:celebration.1
  Rule: Having as many colors as another player is not enough; Celebration needs strictly more

    Example: two colors against two colors leaves Celebration at 3
      Given Alice has moods Celebration and Boredom
      And Bob has moods Fear and Hate
      And Carol has moods Zeal
      Then Celebration's value is 3

    Example: a third color makes it 7
      Given Alice has moods Celebration and Boredom
      And Bob has moods Fear and Hate
      And Alice has Charity in hand
      When Alice plays Charity
      Then Celebration's value is 7

    Example: with three players, Alice must beat each of the others
      Given Alice has moods Celebration, Boredom and Charity
      And Bob has moods Fear
      And Carol has moods Hate, Joy and Complacency
      Then Celebration's value is 3

  @note:celebration.2
  Rule: With Imagination in play every mood is one color, so only one color against none will do
    Under Imagination every player with a mood shows exactly one color. Celebration is worth
    7 only when its player has moods and no other player has any.

    Example: Alice has Celebration and Imagination, the others have no moods
      Given Alice has moods Celebration
      And Alice played Imagination, choosing red
      Then Celebration's value is 7

    Example: one mood of another player's is enough to bring it back to 3
      Given Alice has moods Celebration, Boredom and Fear
      And Bob has moods Hate
      And Alice played Imagination, choosing red
      Then Celebration's value is 3
