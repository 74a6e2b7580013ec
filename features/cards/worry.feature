@card:worry
Feature: Worry
  Blue, uncommon, value 3. Its player may put one of their white or black moods back into
  their hand. If they do, up to two other moods worth 3 or less go back into their
  players' hands, judged after the first has gone.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Worry in hand

  @note:worry.1 @erratum
  Rule: The effect is optional; declining the first part skips the second
    The note speaks of not having to play an additional card and of still getting a "While
    in play" effect; Worry has neither (the sentence seems copied from another card's
    note). What holds for Worry is that its effect is optional: we encode that, and that
    without the first part, nothing else happens.

    Example: Alice keeps her Charity, so nothing goes
      Given Alice has moods Charity
      And Bob has moods Hate
      When Alice plays Worry
      And Alice chooses nothing
      Then Alice has moods Worry and Charity
      And Bob has moods Hate
      And Worry's value is 3

  @note:worry.2
  Rule: The second part may send back just one mood, or none

    Example: only Bob's Hate goes
      Given Alice has moods Charity
      And Bob has moods Hate and Joy
      When Alice plays Worry
      And Alice chooses Charity
      And Alice chooses Hate
      Then Hate is in Bob's hand
      And Bob has moods Joy

    Example: two at most, never three
      Given Alice has moods Charity
      And Bob has moods Hate, Joy and Fear
      When Alice plays Worry
      And Alice chooses Charity
      Then Alice cannot choose Hate, Joy and Fear together (worry.text)
      When Alice chooses Hate and Joy
      Then Bob has moods Fear

  @note:worry.3
  Rule: Both moods may be the same player's

    Example: Bob's Hate and Joy both go
      Given Alice has moods Apathy
      And Bob has moods Hate and Joy
      When Alice plays Worry
      And Alice chooses Apathy
      And Alice chooses Hate and Joy
      Then Bob's hand holds Hate and Joy
      And Apathy is in Alice's hand

  @note:worry.4
  Rule: The moods of the second part may be Alice's own

    Example: Alice sends back her own Courage as well
      Given Alice has moods Charity and Courage
      And Bob has moods Hate
      When Alice plays Worry
      And Alice chooses Charity
      And Alice chooses Courage and Hate
      Then Alice's hand holds Charity and Courage
      And Hate is in Bob's hand

    Example: Alice's own moods may go, but never Worry itself, though it is worth 3
      Given Alice has moods Charity and Courage
      When Alice plays Worry
      And Alice chooses Charity
      Then Worry's value is 3
      And Alice may choose Courage
      And Alice cannot choose Worry
      When Alice chooses Courage
      Then Alice has moods Worry

  @note:worry.5
  Rule: Values are read again after the first part, before the moods of the second are chosen

    Example: with Charity gone, Disgust is worth 6 and can't be sent back
      Given Alice has moods Charity
      And Bob has moods Disgust, Complacency and Hate
      Then Disgust's value is 3
      When Alice plays Worry
      And Alice chooses Charity
      Then Disgust's value is 6
      And Alice may choose Hate
      And Alice cannot choose Disgust

    Example: with Charity back in Alice's hand, her Sloth is worth 4 and can't be sent back
      Given Alice has moods Charity and Sloth
      And Bob has moods Hate
      When Alice plays Worry
      Then Sloth's value is 3
      When Alice chooses Charity
      Then Sloth's value is 4
      And Alice may choose Hate
      And Alice cannot choose Sloth
