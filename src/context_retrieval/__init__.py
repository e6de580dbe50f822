"""Find the smart-home devices and commands a Chinese request is about."""
