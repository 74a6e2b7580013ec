@card:thrill
Feature: Thrill
  Red, mythic rare, value 1. Its player may put any number of their other moods into their
  hand, all chosen at once; if they do, they may play that many additional moods this turn.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:thrill.1
  Rule: Thrill can't pick itself up

    Example: Alice may pick up Charity, not Thrill
      Given Alice has moods Charity and Courage
      And Alice has Thrill in hand
      When Alice plays Thrill
      Then Alice may choose each of Charity and Courage
      And Alice cannot choose Thrill

  @note:thrill.2
  Rule: A second Thrill may pick up the first; the loop lasts as long as its player keeps choosing to go on
    With a copy of Thrill (Creativity), each Thrill can return the other to hand and grant
    the play that brings it back, again and again: the known infinite combo. We decided
    against a bound of our own in the rules (such as a cap on plays per turn, refused with
    a rule of ours): the sources call the combo legal, and a cap would be a rule they don't
    have. The engine needs none to stay finite, because it never repeats anything on its
    own. Every time round the loop is a play its player chooses at a turn decision, where
    ending the turn is always a legal answer; between two decisions the engine does a
    bounded amount of work (a Thrill moves at most every mood its player has, once, and
    grants exactly as many plays). So the loop runs exactly as many times as its player
    plays into it. The explicit bounds are outside the rules, in random self-play: it ends
    a turn with a fixed chance at every turn decision, and a game that takes more than
    MAX_DECISIONS (20,000) decisions counts as a break (engine.selfplay.simulate); the 100,000-game
    run in the README found none.

    Example: Thrill and a copy of it pick each other up twice, then Alice stops
      Given Alice has moods Thrill
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Thrill
      And Alice chooses Thrill
      Then Thrill is in Alice's hand
      And Alice may play an additional mood
      When Alice plays Thrill
      And Alice chooses Creativity
      Then Creativity is in Alice's hand
      When Alice plays Creativity
      And Alice chooses Thrill
      And Alice chooses Thrill
      Then Thrill is in Alice's hand
      When Alice passes
      Then it is Bob's turn
      And Alice has moods Creativity
      And Creativity is a copy of Thrill

  @note:thrill.3
  Rule: Every mood to pick up is chosen at once, before any of the plays

    Example: after picking up Charity and Courage, nothing more is asked
      Given Alice has moods Charity, Courage and Boredom
      And Alice has Thrill in hand
      When Alice plays Thrill
      And Alice chooses Charity and Courage
      Then Alice's hand holds Charity and Courage
      And Alice may play an additional mood
      When Alice plays Courage
      And Alice chooses nothing
      Then Alice may play an additional mood
      And Alice has moods Thrill, Boredom and Courage

  @note:thrill.4
  Rule: A mood played again has its "After playing this mood" effect again

    Example: Zeal, picked up and played again, swaps another card
      Given Alice has moods Zeal
      And Alice has Thrill and Boredom in hand
      And the deck holds Joy (top first)
      When Alice plays Thrill
      And Alice chooses Zeal
      And Alice plays Zeal
      And Alice chooses Boredom
      Then Alice drew Joy
      And Boredom is at the bottom of the deck

  @note:thrill.5
  Rule: The additional moods may be any moods, not only the ones picked up

    Example: Alice picks up Charity but plays Boredom instead
      Given Alice has moods Charity
      And Alice has Thrill and Boredom in hand
      When Alice plays Thrill
      And Alice chooses Charity
      And Alice plays Boredom
      Then Alice has moods Thrill and Boredom
      And Alice's hand holds Charity

  @note:thrill.6
  Rule: The additional moods can be played any time in the rest of the turn, in any order with other additional moods
    Here one of Thrill's plays is used for Eagerness and the other for a black Apathy;
    Eagerness's play, which needs a color Alice has in play, can then be a black Disgust.

    Example: Thrill's play before Eagerness's opens black for Eagerness
      Given Alice has moods Laziness and Charity
      And Alice has Thrill, Eagerness, Apathy and Disgust in hand
      When Alice plays Thrill
      And Alice chooses Laziness and Charity
      And Alice plays Eagerness
      And Alice plays Apathy
      And Alice plays Disgust
      Then Alice has moods Thrill, Eagerness, Apathy and Disgust
      And Alice may not play another mood
