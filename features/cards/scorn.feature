@card:scorn
Feature: Scorn
  White, mythic rare, value 2. When it is played, its player suppresses a mood until the
  end of the round; while it is in play, each time its player plays another mood they may
  suppress a mood of that mood's color, also until the end of the round.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:scorn.1
  Rule: The suppression for each later mood is optional; the one when Scorn is played is not
    Only the lasting ability says "may". The ability that happens when Scorn is played
    says to suppress a mood, so a mood must be chosen; there is always one, since Scorn
    itself is in play.

    Example: Alice plays Boredom and suppresses nothing
      Given Alice has moods Scorn
      And Bob has moods Excitement
      And Alice has Boredom in hand
      When Alice plays Boredom
      Then Alice may choose Excitement
      When Alice answers Scorn: nothing
      Then Excitement is not suppressed

    Example: playing Scorn itself, a mood must be suppressed
      Given Bob has moods Generosity
      And Alice has Scorn in hand
      When Alice plays Scorn
      Then Alice may choose each of Generosity and Scorn
      And Alice cannot choose nothing (scorn.text)

  @note:scorn.2
  Rule: A suppressed mood scores 0, even one whose value grows with the game

    Example: a suppressed Sadness stays at 0 with cards in the discard pile
      Given Bob has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice has Scorn in hand
      When Alice plays Scorn
      And Alice chooses Sadness
      Then Sadness's value is 0
      And Bob's score is 0

  @note:scorn.3
  Rule: A suppressed mood is still in play and still counts for effects that look at moods

    Example: a suppressed black Sadness still helps Excitement
      Given Alice has moods Excitement and Hate
      And Bob has moods Sadness
      And Alice has Scorn in hand
      When Alice plays Scorn
      And Alice chooses Sadness
      Then Sadness is suppressed
      And Sadness is black
      And Excitement's value is 6

  @note:scorn.4
  Rule: If Scorn changes players, what it suppressed stays suppressed
    The note says the mood stays suppressed for the turn; Scorn's suppressions last until the
    end of the round (scorn.6), so it stays suppressed for the rest of the round: Bob's
    score is Scorn's 2. Bob took Scorn during Guile's effect, after playing Guile, so Scorn
    does not react to Guile.

    Example: Bob takes Scorn and his Generosity stays suppressed
      Given Alice went first this round
      And it is Bob's turn
      And Alice has moods Complacency
      And Bob has moods Generosity
      And Alice played Scorn this round, choosing Generosity
      And Bob has Guile, Fear, Hate and Joy in hand
      When Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Scorn
      Then Scorn is one of Bob's moods
      And Generosity is suppressed
      When the round is scored
      Then Bob scored 2

  @note:scorn.5
  Rule: Each later mood asks again: declining once does not stop the next suppression
    Like scorn.1, we read this note as about the lasting ability, the only one on the card
    that says "may".

    Example: nothing for Charity, Excitement for Boredom
      Given Alice has moods Scorn
      And Bob has moods Excitement
      And Alice has Charity and Boredom in hand
      When Alice plays Charity
      And Alice answers Scorn: nothing
      And Alice plays Boredom
      And Alice answers Scorn: Excitement
      Then Excitement is suppressed

    Example: the mood must share the played mood's color
      Given Alice has moods Scorn
      And Bob has moods Excitement and Laziness
      And Alice has Boredom in hand
      When Alice plays Boredom
      Then Alice may choose each of Excitement and Boredom
      And Alice cannot choose Laziness

  @note:scorn.6
  Rule: Scorn's suppressions last until the end of the round; after scoring they are over

    Example: Generosity scores 0 and is worth 6 afterwards, though Scorn stays in play
      Given Alice has moods Complacency
      And Bob has moods Generosity
      And Alice has Scorn in hand
      When Alice plays Scorn
      And Alice chooses Generosity
      And the round is scored
      Then Bob scored 0
      And Scorn is one of Alice's moods
      And Generosity is not suppressed
      And Generosity's value is 6

    Example: what Scorn suppresses when a later mood is played is over after scoring too
      Given Alice has moods Scorn
      And Bob has moods Generosity
      And Alice has Joy in hand
      When Alice plays Joy
      And Alice answers Scorn: Generosity
      Then Generosity is suppressed
      When the round is scored
      Then Bob scored 0
      And Scorn is one of Alice's moods
      And Generosity is not suppressed

  @note:scorn.7
  Rule: The played mood's color is its color in play, so under Imagination every mood shares it

    Example: Imagination names green; Complacency is green in play and any mood may be suppressed
      Given Bob has moods Boredom
      And Bob played Imagination, choosing green
      And Alice has moods Scorn
      And Alice has Complacency in hand
      When Alice plays Complacency
      Then Complacency is green
      And Alice may choose each of Boredom, Imagination, Scorn and Complacency
