@card:shame
Feature: Shame
  White, rare, value 3. Its player may discard a card from their hand; if they do, every
  other mood of that card's color is suppressed, for as long as Shame is in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:shame.1
  Rule: Discarding, and so suppressing, is optional

    Example: Alice keeps her Anger and nothing is suppressed
      Given Bob has moods Boredom
      And Alice has Shame and Anger in hand
      When Alice plays Shame
      Then Alice may choose Anger
      When Alice chooses nothing
      Then Boredom is not suppressed
      And Alice's hand holds Anger

  @note:shame.2
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: Sadness is suppressed, and the discarded card does not bring it back
      Given Bob has moods Sadness
      And the discard pile holds Fear
      And Alice has Shame and Hate in hand
      When Alice plays Shame
      And Alice chooses Hate
      Then Sadness's value is 0
      And Bob's score is 0

  @note:shame.3
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: suppressed black moods still help Excitement
      Given Alice has moods Excitement and Hate
      And Bob has moods Sadness
      And Alice has Shame and Apathy in hand
      When Alice plays Shame
      And Alice chooses Apathy
      Then Sadness is suppressed
      And Hate is suppressed
      And Excitement's value is 6

  @note:shame.4
  Rule: The suppression lasts while Shame is in play; then each mood's own value returns, including a side chosen when it was played

    Example: Shame leaves play and a Cheer turned to 5 is worth 5 again
      Given Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice has Laziness in hand
      And Alice played Shame, choosing Laziness
      And Alice has Anger in hand
      Then Cheer's value is 0
      When Alice plays Anger
      And Alice chooses Shame
      Then Cheer is not suppressed
      And Cheer's value is 5

  @note:shame.5
  Rule: If Shame changes players, what it suppressed stays suppressed

    Example: Bob takes Shame and his Generosity stays suppressed
      Given Bob went first this round
      And it is Bob's turn
      And Alice has moods Complacency
      And Bob has moods Generosity
      And Alice has Laziness in hand
      And Alice played Shame, choosing Laziness
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Shame
      Then Shame is one of Bob's moods
      And Generosity is suppressed

  @note:shame.6
  Rule: Without a discard, Shame does nothing and is worth 3

    Example: an empty hand, so Shame asks nothing
      Given Bob has moods Boredom
      And Alice has Shame in hand
      When Alice plays Shame
      Then Boredom is not suppressed
      And Shame's value is 3
      And it is Alice's turn

  @note:shame.7
  Rule: Only the moods of the discarded card's color when Shame is played are suppressed
    A mood that takes that color later, or a new mood of that color, is not suppressed.

    Example: a red Glee played later is not suppressed
      Given Bob has moods Boredom
      And Alice has Shame and Anger in hand
      And Bob has Glee in hand
      When Alice plays Shame
      And Alice chooses Anger
      And Alice passes
      And Bob plays Glee
      Then Boredom is suppressed
      And Glee is not suppressed
      And Glee's value is 6

    Example: Laziness turned red by Imagination later is not suppressed
      Given Alice has moods Laziness
      And Bob has moods Boredom
      And Alice has Shame and Anger in hand
      And Bob has Imagination in hand
      When Alice plays Shame
      And Alice chooses Anger
      And Alice passes
      And Bob plays Imagination
      And Bob chooses red
      Then Laziness is red
      And Laziness is not suppressed
      And Boredom is suppressed

  @note:shame.8
  Rule: A suppressed mood that changes color stays suppressed

    Example: Imagination makes the suppressed Boredom green
      Given Bob has moods Boredom
      And Alice has Shame and Anger in hand
      And Bob has Imagination in hand
      When Alice plays Shame
      And Alice chooses Anger
      And Alice passes
      And Bob plays Imagination
      And Bob chooses green
      Then Boredom is green
      And Boredom is suppressed

  @note:shame.9
  Rule: Shame suppresses its own player's moods of that color too

    Example: Alice's Boredom is suppressed along with Bob's Excitement
      Given Alice has moods Boredom
      And Bob has moods Excitement
      And Alice has Shame and Anger in hand
      When Alice plays Shame
      And Alice chooses Anger
      Then Boredom is suppressed
      And Excitement is suppressed
      And Shame is not suppressed

  @note:shame.10
  Rule: When Shame leaves play, every mood it suppressed is suppressed no longer

    Example: Boredom and Excitement both come back
      Given Alice has moods Boredom
      And Bob has moods Excitement
      And Alice has Anger in hand
      And Alice played Shame, choosing Anger
      And Alice has Conviction in hand
      Then Boredom is suppressed
      When Alice plays Conviction
      And Alice chooses Shame
      Then Boredom is not suppressed
      And Excitement is not suppressed

  @note:shame.11
  Rule: The discarded card counts with its printed color, whatever color Imagination gives the moods
    To suppress every other mood under an Imagination naming white, Shame's player must
    discard a card that is printed white.

    Example: Imagination names white and a white Complacency suppresses every other mood
      Given Bob has moods Laziness
      And Bob played Imagination, choosing white
      And Alice has Shame and Complacency in hand
      When Alice plays Shame
      And Alice chooses Complacency
      Then Laziness is suppressed
      And Imagination is suppressed
      And Shame is not suppressed

    Example: Imagination names white and a red Anger suppresses nothing
      Given Bob has moods Laziness
      And Bob played Imagination, choosing white
      And Alice has Shame and Anger in hand
      When Alice plays Shame
      And Alice chooses Anger
      Then Laziness is not suppressed
      And Imagination is not suppressed
