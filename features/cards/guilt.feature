@card:guilt
Feature: Guilt
  White, uncommon, value 2. Its player may choose one: suppress one black or red mood, or
  suppress every black and red mood; either way for as long as Guilt is in play.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:guilt.1
  Rule: Choosing is optional

    Example: Alice chooses neither and nothing is suppressed
      Given Bob has moods Hate
      And Alice has Guilt in hand
      When Alice plays Guilt
      Then Alice may choose suppress a black or red mood
      When Alice chooses nothing
      Then Hate is not suppressed

  @note:guilt.2
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: a suppressed Sadness stays at 0 with cards in the discard pile
      Given Bob has moods Sadness and Boredom
      And the discard pile holds Fear and Hate
      And Alice has Guilt in hand
      When Alice plays Guilt
      And Alice chooses suppress a black or red mood
      And Alice chooses Sadness
      Then Sadness's value is 0
      And Boredom is not suppressed
      And Bob's score is 4

  @note:guilt.3
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: a suppressed black Sadness still helps Excitement
      Given Alice has moods Excitement and Hate
      And Bob has moods Sadness
      And Alice has Guilt in hand
      When Alice plays Guilt
      And Alice chooses suppress a black or red mood
      And Alice chooses Sadness
      Then Sadness is suppressed
      And Sadness is black
      And Excitement's value is 6

  @note:guilt.4
  Rule: The suppression lasts while Guilt is in play; then the mood's own value returns, including a choice made when it was played

    Example: Guilt leaves play and a copy of Boredom is worth 4 again
      Given Bob has moods Laziness
      And Bob has Boredom in hand
      And Bob played Boredom
      And Bob played Creativity, choosing Boredom
      And Alice played Guilt, choosing suppress all black and red moods
      And Alice has Anger in hand
      Then Creativity's value is 0
      When Alice plays Anger
      And Alice chooses Guilt
      Then Creativity is not suppressed
      And Creativity's value is 4

  @note:guilt.5
  Rule: If Guilt changes players, what it suppressed stays suppressed

    Example: Bob takes Guilt and his Boredom stays suppressed
      Given Bob went first this round
      And it is Bob's turn
      And Alice has moods Complacency
      And Bob has moods Boredom
      And Alice played Guilt, choosing suppress a black or red mood
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Guilt
      Then Guilt is one of Bob's moods
      And Boredom is suppressed

  @note:guilt.6
  Rule: Only one of the two choices, but a Guilt played again may choose the other

    Example: both choices at once are refused
      Given Bob has moods Hate
      And Alice has Guilt in hand
      When Alice plays Guilt
      Then Alice cannot choose suppress a black or red mood and suppress all black and red moods together (guilt.text)

    Example: one suppression only
      Given Bob has moods Hate and Boredom
      And Alice has Guilt in hand
      When Alice plays Guilt
      And Alice chooses suppress a black or red mood
      And Alice chooses Hate
      Then Hate is suppressed
      And Boredom is not suppressed

    Example: Guilt comes back to Alice's hand and is played with the other choice
      Given Bob has moods Hate and Boredom
      And Alice played Guilt, choosing suppress a black or red mood then Hate
      And Alice played Conviction, choosing Guilt
      Then Guilt is in Alice's hand
      And Hate is not suppressed
      When Alice plays Guilt
      And Alice chooses suppress all black and red moods
      Then Hate is suppressed
      And Boredom is suppressed

  @note:guilt.7
  Rule: Guilt's player may suppress a black or red mood of their own

    Example: Alice suppresses her own Hate
      Given Alice has moods Hate
      And Bob has moods Boredom
      And Alice has Guilt in hand
      When Alice plays Guilt
      And Alice chooses suppress a black or red mood
      Then Alice may choose each of Hate and Boredom
      When Alice chooses Alice's Hate
      Then Hate is suppressed
