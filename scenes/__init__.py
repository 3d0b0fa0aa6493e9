"""Everything on screen: the engine (window, loop, input, tweens), widgets, menus and one scene per game.

Importing this package does not import pygame; the modules that draw do.
"""
